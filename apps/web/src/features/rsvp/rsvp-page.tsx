// The guests' RSVP page at /rsvp/<code>, made for phones: the couple's names and date, "find your
// invitation" by typing a name (typos forgiven), then one answer for the whole party: who is coming,
// meals, dietary notes and a message, and the seats of a "+1" (name them, or say nobody comes). A
// guest coming back finds the answer on file and changes it. The answer lands in the couple's plan at once.
import { RSVP_TEXT_LIMITS } from '@confetti/plan/rules/rsvp-limits';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Heart, Search } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { serviceMessageOr } from '../../lib/api';
import { ErrorNotice } from '../../lib/error-notice';
import { foundOrNot } from '../../lib/found-or-not';
import { NeedsJavaScriptNote } from '../../lib/needs-javascript-note';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';
import { UnsentFormNotice } from '../../lib/unsent-form-notice';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { whenAndWhere } from '../../lib/when-and-where';
import { usePageMeta } from '../../ssr/page-meta';
import { type Answer, type RsvpInvitation, rsvpApi } from './api';
import './rsvp.css';
import { LengthHint } from '../../lib/length-hint';

const weddingDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The page's head (served with the page from the server): kept out of search engines, 404 when
 * missing. The description is what a link preview shows where the couple shares the link.
 */
function PageHead({
  title,
  description,
  missing = false,
}: {
  title: string;
  description?: string;
  missing?: boolean;
}) {
  usePageMeta({
    title,
    noindex: true,
    ...(description ? { description } : {}),
    ...(missing ? { status: 404 } : {}),
  });
  return null;
}

function formatDate(date: string | null): string | null {
  if (!date) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? null : weddingDate.format(parsed);
}

export function RsvpPage() {
  const { code = '' } = useParams();
  // Loaded on the server too: the page's HTML holds the couple's names and the form.
  const plan = useSuspenseQuery({
    queryKey: ['public-rsvp', code],
    queryFn: ({ signal }) => foundOrNot(() => rsvpApi.plan(code, signal), 'Please try again in a moment.'),
    retry: false,
  }).data;
  const [invitation, setInvitation] = useState<RsvpInvitation | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  // Each step replaces the one whose button had focus: focus goes where the guest goes on from (the
  // form, the thank-you, the name field again), not to the top of the page.
  const focusAfterRender = useFocusAfterRender();
  const thanksRef = useRef<HTMLElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const searchAgain = () => {
    setThanks(null);
    setInvitation(null);
    focusAfterRender(() => nameField.current);
  };

  if (plan.kind !== 'found') {
    const notFound = plan.kind === 'missing';
    return (
      <RsvpShell>
        <PageHead
          title={notFound ? 'RSVP link not valid · Confetti' : 'RSVP · Confetti'}
          missing={notFound}
        />
        <h1 className="rsvp-title">{notFound ? 'This RSVP link is not valid' : 'Something went wrong'}</h1>
        <p className="rsvp-muted">
          {notFound
            ? 'Please check the address with the couple: they may have sent a newer link.'
            : plan.message}
        </p>
      </RsvpShell>
    );
  }
  const info = plan.data;
  const date = formatDate(info.wedding_date);
  return (
    <RsvpShell>
      <PageHead
        title={`RSVP to the wedding of ${info.couple_names} · Confetti`}
        description={`Let ${info.couple_names} know whether you can come to their wedding${whenAndWhere(date, info.location)}.`}
      />
      <header className="rsvp-hero">
        <p className="rsvp-eyebrow">You are invited to the wedding of</p>
        <h1 className="rsvp-title">{info.couple_names}</h1>
        {(date || info.location) && (
          <p className="rsvp-when">{[date, info.location].filter(Boolean).join(' · ')}</p>
        )}
      </header>
      {thanks ? (
        <section
          className="rsvp-card rsvp-thanks"
          aria-live="polite"
          aria-labelledby="rsvp-thanks-title"
          ref={thanksRef}
          tabIndex={-1}
        >
          <Heart size={28} aria-hidden="true" />
          <h2 id="rsvp-thanks-title">Thank you!</h2>
          <p>{thanks}</p>
          <button type="button" className="link-button" onClick={searchAgain}>
            Change this answer, or answer for another invitation
          </button>
        </section>
      ) : invitation ? (
        <AnswerForm
          code={code}
          invitation={invitation}
          meals={info.meal_options}
          onBack={searchAgain}
          onDone={(message) => {
            setThanks(message);
            focusAfterRender(() => thanksRef.current);
          }}
        />
      ) : (
        <FindInvitation
          code={code}
          coupleNames={info.couple_names}
          nameField={nameField}
          onFound={setInvitation}
        />
      )}
    </RsvpShell>
  );
}

function RsvpShell({ children }: { children: React.ReactNode }) {
  return (
    <main className="rsvp">
      <div className="rsvp__inner">{children}</div>
      <p className="rsvp-footer">
        Planned with <a href="/">Confetti</a>
      </p>
    </main>
  );
}

function FindInvitation({
  code,
  coupleNames,
  nameField,
  onFound,
}: {
  code: string;
  coupleNames: string;
  nameField: RefObject<HTMLInputElement | null>;
  /** One invitation chosen: the answer form takes the place of the search (and its focus). */
  onFound: (invitation: RsvpInvitation) => void;
}) {
  const [name, setName] = useState('');
  // A name typed while the page's scripts were still loading is what the form searches for.
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (field, value) => {
    if (field === 'name' && typeof value === 'string') setName(value);
  });
  const [matches, setMatches] = useState<RsvpInvitation[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The search button is disabled while it searches (focus falls to the page): what it found, or
  // did not, takes focus.
  const focusAfterRender = useFocusAfterRender();
  const outcome = useRef<HTMLParagraphElement>(null);
  const search = async () => {
    setBusy(true);
    setError(null);
    try {
      const found = (await rsvpApi.search(code, name.trim())).matches;
      setMatches(found);
      if (found.length === 1 && found[0]) onFound(found[0]);
      else focusAfterRender(() => outcome.current);
    } catch (err) {
      setMatches(null);
      setError(serviceMessageOr(err, 'We could not search just now. Please try again.'));
      focusAfterRender(() => outcome.current);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="rsvp-card">
      <h2>Find your invitation</h2>
      <NeedsJavaScriptNote>
        Answering here needs JavaScript, which is turned off in this browser. Turn it on and reload this page
        to find your invitation, or give {coupleNames} your answer yourself.
      </NeedsJavaScriptNote>
      <UnsentFormNotice />
      <form
        ref={form}
        method="post"
        className="rsvp-find"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() !== '') void search();
        }}
      >
        <label className="field">
          <span className="field__label">Your full name</span>
          <input
            ref={nameField}
            className="input"
            name="name"
            maxLength={200}
            autoComplete="name"
            placeholder="As it appears on your invitation"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        </label>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy || name.trim() === ''}>
          <Search size={17} aria-hidden="true" />
          {busy ? 'Searching…' : 'Find my invitation'}
        </button>
      </form>
      {error && <ErrorNotice ref={outcome}>{error}</ErrorNotice>}
      {matches && matches.length === 0 && (
        <p className="rsvp-muted" role="status" ref={outcome} tabIndex={-1}>
          We could not find that name. Try your first and last name as they appear on your invitation.
        </p>
      )}
      {matches && matches.length > 1 && (
        <div className="rsvp-matches">
          <p className="rsvp-muted" ref={outcome} tabIndex={-1}>
            Which invitation is yours?
          </p>
          {matches.map((match) => (
            <button key={match.guest_id} type="button" className="rsvp-match" onClick={() => onFound(match)}>
              <strong>{match.name}</strong>
              {match.party_members.length > 0 && (
                <span>with {match.party_members.map((m) => m.name).join(', ')}</span>
              )}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

interface PersonAnswer {
  status: Answer | null;
  meal: string;
  dietary: string;
  /** For an unnamed seat: the name the guest gives the person they bring. */
  name: string;
}

const EMPTY: PersonAnswer = { status: null, meal: '', dietary: '', name: '' };

/** Someone the form asks about: the guest, a person the couple named, or a seat nobody is named for. */
interface Person {
  id: string;
  /** What the form calls them: their name, or "Your guest" for a seat. */
  label: string;
  seat: boolean;
  /** Dietary notes are on file for them: a blank field keeps them. */
  notesOnFile: boolean;
}

/**
 * The meal and dietary notes a person gave, each only when given: a blank field leaves what the
 * couple already recorded for them (a meal entered from a phone call, an allergy) as it is.
 */
function keptUnlessGiven(answer: PersonAnswer): { meal_choice?: string; dietary_notes?: string } {
  const meal = answer.status === 'Accepted' ? answer.meal.trim() : '';
  const dietary = answer.dietary.trim();
  return { ...(meal ? { meal_choice: meal } : {}), ...(dietary ? { dietary_notes: dietary } : {}) };
}

/** What is on file already (an earlier answer, or what the couple took down): the form starts there. */
function answersOnFile(invitation: RsvpInvitation): Record<string, PersonAnswer> {
  const onFile: Record<string, PersonAnswer> = {};
  for (const person of [
    { id: invitation.guest_id, rsvp_status: invitation.rsvp_status, meal_choice: invitation.meal_choice },
    ...invitation.party_members,
  ]) {
    onFile[person.id] = { ...EMPTY, status: person.rsvp_status, meal: person.meal_choice ?? '' };
  }
  // Seats answered before without a name: `seat-0`, `seat-1`… as the form numbers them.
  (invitation.seats_on_file ?? []).forEach((seat, i) => {
    onFile[`seat-${i}`] = { ...EMPTY, status: seat.rsvp_status, meal: seat.meal_choice ?? '' };
  });
  return onFile;
}

function AnswerForm({
  code,
  invitation,
  meals,
  onBack,
  onDone,
}: {
  code: string;
  invitation: RsvpInvitation;
  meals: string[];
  onBack: () => void;
  onDone: (message: string) => void;
}) {
  const seats = Array.from({ length: invitation.plus_ones }, (_, i) => `seat-${i}`);
  const me: Person = {
    id: invitation.guest_id,
    label: invitation.name,
    seat: false,
    notesOnFile: invitation.has_dietary_notes,
  };
  const others: Person[] = [
    ...invitation.party_members.map((member) => ({
      id: member.id,
      label: member.name,
      seat: false,
      notesOnFile: member.has_dietary_notes,
    })),
    ...seats.map((id, i) => ({
      id,
      label: seats.length === 1 ? 'Your guest' : `Your guest ${i + 1}`,
      seat: true,
      notesOnFile: invitation.seats_on_file?.[i]?.has_dietary_notes ?? false,
    })),
  ];
  const [answers, setAnswers] = useState<Record<string, PersonAnswer>>(() => answersOnFile(invitation));
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mealList = useId();
  // It took the place of the search, whose button had focus: focus starts at its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const answerOf = (id: string) => answers[id] ?? EMPTY;
  const set = (id: string, patch: Partial<PersonAnswer>) =>
    setAnswers((current) => ({ ...current, [id]: { ...(current[id] ?? EMPTY), ...patch } }));
  // Declining answers for the whole party: nobody else in it is counted as coming.
  const declined = answerOf(me.id).status === 'Declined';
  const people = declined ? [me] : [me, ...others];
  const complete = people.every((person) => answerOf(person.id).status !== null);
  const onFile = invitation.rsvp_status !== null;

  const submit = async () => {
    const me = answerOf(invitation.guest_id);
    if (!complete || !me.status) {
      setError('Please answer for everyone in your party.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const reply = await rsvpApi.answer(code, {
        guest_id: invitation.guest_id,
        rsvp_status: me.status,
        ...keptUnlessGiven(me),
        members: invitation.party_members.map((member) => {
          const answer = answerOf(member.id);
          if (declined) return { id: member.id, rsvp_status: 'Declined' as const };
          return { id: member.id, rsvp_status: answer.status ?? 'Declined', ...keptUnlessGiven(answer) };
        }),
        // Declined, the seats stay open: nobody is named for them.
        ...(seats.length > 0 && !declined
          ? {
              plus_ones: seats.map((id) => {
                const answer = answerOf(id);
                const name = answer.status === 'Accepted' ? answer.name.trim() : '';
                return {
                  rsvp_status: answer.status ?? 'Declined',
                  ...(name ? { name } : {}),
                  ...keptUnlessGiven(answer),
                };
              }),
            }
          : {}),
        // A blank box keeps a message sent before (answering again to change one thing).
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      onDone(reply.message);
    } catch (err) {
      setError(serviceMessageOr(err, 'Your answer could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      method="post"
      className="rsvp-card rsvp-answer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 ref={heading} tabIndex={-1}>
        Will you join us?
      </h2>
      <datalist id={mealList}>
        {meals.map((meal) => (
          <option key={meal} value={meal} />
        ))}
      </datalist>
      {onFile && (
        <p className="rsvp-on-file" role="status">
          The couple already has an answer for this invitation. Change anything below and send it again.
        </p>
      )}
      {people.map((person) => {
        const answer = answerOf(person.id);
        const who = person.seat ? answer.name.trim() || 'your guest' : person.label;
        const [yes, no] = person.seat
          ? ['Coming', 'Not coming']
          : ['Joyfully accepts', 'Regretfully declines'];
        return (
          <fieldset key={person.id} className="rsvp-person">
            <legend>{person.label}</legend>
            {person.seat && (
              <p className="rsvp-muted rsvp-person__hint">
                Your invitation includes a guest of your choosing.
              </p>
            )}
            <div className="rsvp-choice">
              <label className={`rsvp-choice__option${answer.status === 'Accepted' ? ' is-on' : ''}`}>
                <input
                  type="radio"
                  name={`answer-${person.id}`}
                  checked={answer.status === 'Accepted'}
                  onChange={() => set(person.id, { status: 'Accepted' })}
                />
                {yes}
              </label>
              <label className={`rsvp-choice__option${answer.status === 'Declined' ? ' is-on' : ''}`}>
                <input
                  type="radio"
                  name={`answer-${person.id}`}
                  checked={answer.status === 'Declined'}
                  onChange={() => set(person.id, { status: 'Declined' })}
                />
                {no}
              </label>
            </div>
            {answer.status === 'Accepted' && (
              <div className="rsvp-person__details">
                {person.seat && (
                  <label className="field">
                    <span className="field__label">Their name (optional)</span>
                    <input
                      className="input"
                      autoComplete="off"
                      maxLength={RSVP_TEXT_LIMITS.name}
                      value={answer.name}
                      // Short enough for a phone's field (the longer reason was cut off there).
                      placeholder="First and last name"
                      onChange={(event) => set(person.id, { name: event.currentTarget.value })}
                    />
                  </label>
                )}
                <label className="field">
                  <span className="field__label">Meal for {who}</span>
                  <input
                    className="input"
                    list={mealList}
                    maxLength={RSVP_TEXT_LIMITS.meal}
                    value={answer.meal}
                    placeholder={meals.length > 0 ? meals.join(', ') : 'Your choice'}
                    onChange={(event) => set(person.id, { meal: event.currentTarget.value })}
                  />
                </label>
                <label className="field">
                  <span className="field__label">Dietary needs for {who}</span>
                  <input
                    className="input"
                    value={answer.dietary}
                    maxLength={RSVP_TEXT_LIMITS.dietary}
                    placeholder={person.notesOnFile ? 'New notes replace them' : 'Allergies, vegetarian…'}
                    aria-describedby={person.notesOnFile ? `${mealList}-${person.id}-notes` : undefined}
                    onChange={(event) => set(person.id, { dietary: event.currentTarget.value })}
                  />
                  {/* Said in words beside the field, not only as its placeholder: that goes as soon as
                      one types, and a phone cut it short. The notes themselves never leave the server. */}
                  {person.notesOnFile ? (
                    <span className="field__hint" id={`${mealList}-${person.id}-notes`}>
                      The couple has dietary notes for {who}. Leave this blank to keep them.
                    </span>
                  ) : null}
                </label>
              </div>
            )}
          </fieldset>
        );
      })}
      {declined && others.length > 0 && (
        <p className="rsvp-muted" role="status">
          Your party is answered as not coming. If someone in it will still come, tell the couple in your
          message.
        </p>
      )}
      <label className="field">
        <span className="field__label">A message for the couple (optional)</span>
        <textarea
          className="input rsvp-message"
          rows={3}
          maxLength={RSVP_TEXT_LIMITS.message}
          aria-describedby="rsvp-message-length"
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <LengthHint id="rsvp-message-length" value={message} max={RSVP_TEXT_LIMITS.message} />
      </label>
      {error && <ErrorNotice>{error}</ErrorNotice>}
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy || !complete}>
        {busy ? 'Sending…' : 'Send my RSVP'}
      </button>
      <button type="button" className="link-button rsvp-back" onClick={onBack}>
        Not you? Search again
      </button>
    </form>
  );
}
