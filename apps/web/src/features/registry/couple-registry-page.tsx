// /registry/couple/<slug>: the couple's registry as guests see it, made for phones. Each gift shows
// what is still wanted; a guest says what they bought (or gave to a fund) and the couple is told. No
// payment happens here, and the page says so. A gift someone else just took answers 409: the page
// refreshes to show it and says, at the gift, that this guest's claim was not recorded. A gift the
// couple has just deleted answers 404 and leaves the page with the refresh: a notice above the gifts
// says so instead.
//
// The page is server-rendered and reads fully without JavaScript (gifts, prices, what is still
// wanted, the stores' links), but telling the couple is a JSON request (the server refuses a plain
// form post: security design), so without scripts the buttons for it are hidden and a note says what
// to do; before the scripts have run they are disabled, not dead.

import { parseDollars } from '@confetti/plan/rules/money';
import {
  GIFT_TEXT_LIMITS,
  MAX_GIFTS_PER_PURCHASE,
  mostGiftsToRecord,
} from '@confetti/plan/rules/rsvp-limits';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { CircleAlert, ExternalLink, Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, serviceMessageOr } from '../../lib/api';
import { foundOrNot } from '../../lib/found-or-not';
import { NeedsJavaScriptNote } from '../../lib/needs-javascript-note';
import { useHydrated } from '../../lib/use-hydrated';
import { whenAndWhere } from '../../lib/when-and-where';
import { usePageMeta } from '../../ssr/page-meta';
import { type PublicItem, type PublicRegistry, registryApi } from './api';
import { formatWeddingDate, price } from './format';
import '../rsvp/rsvp.css';
import { ErrorNotice } from '../../lib/error-notice';
import { GiftPicture } from './gift-picture';
import './registry.css';
import { LengthHint } from '../../lib/length-hint';

/** What the server calls a couple who have not entered their names (routes/registry). */
const UNNAMED_COUPLE = 'Happy Couple';

export function CoupleRegistryPage() {
  const { slug = '' } = useParams();
  // Loaded on the server too: the page's HTML holds the gifts. Refetched when the browser takes
  // over (staleTime 0), so a gift bought meanwhile shows as bought.
  const registry = useSuspenseQuery({
    queryKey: ['public-registry', slug],
    queryFn: ({ signal }) =>
      foundOrNot(() => registryApi.public(slug, signal), 'Please try again in a moment.'),
    retry: false,
    staleTime: 0,
  }).data;
  const [thanks, setThanks] = useState<string | null>(null);
  const thanksRef = useRef<HTMLElement>(null);
  // The form that said it is gone: the thank-you takes focus (and comes into view) in its place.
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);
  /** The name of a gift the couple took off their registry while this guest was telling them of it. */
  const [removed, setRemoved] = useState<string | null>(null);
  const removedRef = useRef<HTMLParagraphElement>(null);
  // The gift went with its form and the focus in it: the notice takes the focus in their place.
  useEffect(() => {
    if (removed) removedRef.current?.focus();
  }, [removed]);

  if (registry.kind !== 'found') {
    const missing = registry.kind === 'missing';
    return (
      <GuestShell>
        <PageHead
          title={missing ? 'Registry not found · Confetti' : 'Registry · Confetti'}
          missing={missing}
        />
        <h1 className="guest-title">
          {missing ? 'We could not find this registry' : 'Something went wrong'}
        </h1>
        <p className="registry-muted">
          {missing ? 'Please check the address with the couple: it may have changed.' : registry.message}
        </p>
      </GuestShell>
    );
  }
  const data = registry.data;
  const date = formatWeddingDate(data.wedding_date);
  const open = data.items.filter((i) => !(i.item_type !== 'cash_fund' && i.complete));
  const done = data.items.filter((i) => i.item_type !== 'cash_fund' && i.complete);
  // The couple's own title for the page ("Ana & Ben's wish list") heads it; a title that is just
  // their names (the usual one) leaves the page as it was, names as the heading.
  const namesKnown = data.couple_names !== UNNAMED_COUPLE;
  const ownTitle =
    data.title.trim() !== '' && data.title.trim().toLowerCase() !== data.couple_names.toLowerCase();
  return (
    <GuestShell>
      <PageHead
        title={`${data.couple_names}'s Wedding Registry · Confetti`}
        description={`Find a gift for the wedding of ${data.couple_names}${whenAndWhere(date, data.location)}: see what they would love and what is still wanted.`}
        missing={false}
      />
      <header className="guest-hero">
        {ownTitle ? (
          <>
            <p className="rsvp-eyebrow">
              {namesKnown ? `The wedding registry of ${data.couple_names}` : 'A wedding registry'}
            </p>
            <h1 className="guest-title">{data.title}</h1>
          </>
        ) : (
          <>
            <p className="rsvp-eyebrow">The wedding registry of</p>
            <h1 className="guest-title">{data.couple_names}</h1>
          </>
        )}
        {(date || data.location) && (
          <p className="registry-muted">{[date, data.location].filter(Boolean).join(' · ')}</p>
        )}
        {data.message && <p className="guest-message">{data.message}</p>}
      </header>
      <p className="guest-honest">
        <CircleAlert size={18} aria-hidden="true" />
        <span>
          No payment happens on this page. Buy the gift from any store (or give in your own way), then tell{' '}
          {data.couple_names} here so nobody buys it twice.
        </span>
      </p>
      {open.length > 0 && (
        <NeedsJavaScriptNote>
          Marking a gift as bought needs JavaScript, which is turned off in this browser. Turn it on and
          reload this page to tell {data.couple_names} what you bought, or let them know yourself.
        </NeedsJavaScriptNote>
      )}
      {thanks && (
        <section className="guest-thanks card" aria-live="polite" ref={thanksRef} tabIndex={-1}>
          <Heart size={26} aria-hidden="true" />
          <h2>Thank you!</h2>
          <p>{thanks}</p>
        </section>
      )}
      {removed && (
        <p className="notice notice--error" role="status" ref={removedRef} tabIndex={-1}>
          <CircleAlert size={18} aria-hidden="true" />
          <span>
            {data.couple_names} have just taken {removed} off their registry, so your gift was not recorded.
            Please choose another one.
          </span>
        </p>
      )}
      {data.items.length === 0 ? (
        <p className="registry-muted card registry-empty-line">The couple has not added any gifts yet.</p>
      ) : (
        <ul className="guest-items">
          {/* One list, so a gift that moves down once bought keeps its state (a guest's open form). */}
          {[...open, ...done].map((item) => (
            <GuestItem
              key={item.id}
              item={item}
              registry={data}
              onDone={(message) => {
                setRemoved(null);
                setThanks(message);
              }}
              onRemoved={() => {
                setThanks(null);
                setRemoved(item.name);
              }}
            />
          ))}
        </ul>
      )}
    </GuestShell>
  );
}

/**
 * The page's head (served with the page from the server): kept out of search engines, 404 when
 * missing. The description is what a link preview shows where the couple shares the link.
 */
function PageHead({
  title,
  description,
  missing,
}: {
  title: string;
  description?: string;
  missing: boolean;
}) {
  usePageMeta({
    title,
    noindex: true,
    ...(description ? { description } : {}),
    ...(missing ? { status: 404 } : {}),
  });
  return null;
}

function GuestShell({ children }: { children: React.ReactNode }) {
  return (
    <main className="rsvp guest-registry">
      <div className="rsvp__inner">{children}</div>
      <p className="rsvp-footer">
        Registry by <a href="/registry">Confetti</a>
      </p>
    </main>
  );
}

function GuestItem({
  item,
  registry,
  onDone,
  onRemoved,
}: {
  item: PublicItem;
  registry: PublicRegistry;
  onDone: (message: string) => void;
  /** The couple deleted this gift meanwhile (404): it leaves the page, so the page says so. */
  onRemoved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  /** Someone else told the couple first: this guest's claim was not recorded. */
  const [lostRace, setLostRace] = useState(false);
  const isFund = item.item_type === 'cash_fund';
  const taken = !isFund && item.complete;
  const claim = isFund ? 'Give to this fund' : 'I bought this';
  const openButton = useRef<HTMLButtonElement>(null);
  const lostNotice = useRef<HTMLParagraphElement>(null);
  const close = () => {
    setOpen(false);
    // Focus goes back to the button that opened the form (rendered again on the next commit).
    requestAnimationFrame(() => openButton.current?.focus());
  };
  useEffect(() => {
    if (lostRace) lostNotice.current?.focus();
  }, [lostRace]);
  return (
    <li className="guest-item card" data-taken={taken || undefined}>
      <div className="guest-item__top">
        <GiftPicture
          url={item.image_url}
          isFund={isFund}
          className="guest-item__image"
          size={88}
          iconSize={30}
        />
        <div>
          <h2 className="guest-item__name">{item.name}</h2>
          <p className="registry-muted">
            {isFund
              ? `${price(item.amount_raised)} of ${price(item.goal_amount ?? 0)} given`
              : taken
                ? 'Already bought'
                : `${item.price !== null ? `${price(item.price)} · ` : ''}${item.remaining} of ${item.quantity} still wanted`}
          </p>
        </div>
      </div>
      {item.description && <p className="guest-item__description">{item.description}</p>}
      <div
        className="registry-progress"
        role="progressbar"
        aria-label={`${item.name} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={item.percent}
      >
        <span className="registry-progress__fill" style={{ width: `${item.percent}%` }} />
      </div>
      {lostRace && (
        <p className="notice notice--error guest-item__lost" role="alert" ref={lostNotice} tabIndex={-1}>
          <CircleAlert size={18} aria-hidden="true" />
          Someone else told {registry.couple_names} they bought this a moment before you, so yours was not
          recorded. Please choose another gift.
        </p>
      )}
      {!taken && !open && (
        <div className="guest-item__actions">
          {item.url && (
            <a className="btn btn--ghost" href={item.url} target="_blank" rel="noreferrer">
              <ExternalLink size={16} aria-hidden="true" /> Visit the store
              <span className="sr-only"> for {item.name}</span>
            </a>
          )}
          {/* Hidden without scripts (registry.css); disabled until they have taken over. */}
          <button
            type="button"
            className="btn btn--primary guest-item__claim"
            ref={openButton}
            disabled={!hydrated}
            // Every gift has this button: in a screen reader's list of buttons, its name says which.
            aria-label={`${claim}: ${item.name}`}
            onClick={() => {
              setLostRace(false);
              setOpen(true);
            }}
          >
            {claim}
          </button>
        </div>
      )}
      {open && (
        <GiftForm
          item={item}
          registry={registry}
          onCancel={close}
          onTaken={() => {
            setOpen(false);
            setLostRace(true);
          }}
          onRemoved={onRemoved}
          onDone={(message) => {
            setOpen(false);
            onDone(message);
          }}
        />
      )}
    </li>
  );
}

function GiftForm({
  item,
  registry,
  onCancel,
  onTaken,
  onRemoved,
  onDone,
}: {
  item: PublicItem;
  registry: PublicRegistry;
  onCancel: () => void;
  /** Every one of this gift was claimed by someone else first (409). */
  onTaken: () => void;
  /** The couple took the gift off their registry (404): this form goes with it. */
  onRemoved: () => void;
  onDone: (message: string) => void;
}) {
  const isFund = item.item_type === 'cash_fund';
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [quantity, setQuantity] = useState(1);
  const most = mostGiftsToRecord(item.remaining);
  // Another guest recorded some meanwhile (the page reloads after a 409): a choice above what is
  // left now would fail on every try, the more so once the select is gone at one left.
  if (quantity > most) setQuantity(most);
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A large amount shown back to the guest, waiting for "Yes, give …" (a second submit). */
  const [confirming, setConfirming] = useState<number | null>(null);
  const formId = `gift-${item.id}`;
  const nameField = useRef<HTMLInputElement>(null);
  // The button that opened the form is gone: focus starts in its first field.
  useEffect(() => nameField.current?.focus(), []);

  async function submit() {
    // "$1,000" as typed is sent as "1000"; what is not an amount goes as typed, for the server to say.
    const given = parseDollars(amount);
    const amountText = given === null || Number.isNaN(given) ? amount.trim() : String(given);
    // An amount far above the fund's goal is most likely a slip of the keyboard: asked once more.
    if (
      isFund &&
      given !== null &&
      !Number.isNaN(given) &&
      given > largeGiftFrom(item) &&
      confirming !== given
    ) {
      // The question replaces whatever was said about an earlier try.
      setError(null);
      setConfirming(given);
      return;
    }
    setConfirming(null);
    setBusy(true);
    setError(null);
    try {
      await registryApi.purchase({
        registry_id: registry.id,
        item_id: item.id,
        ...(isFund ? { amount: amountText } : { quantity }),
        purchaser_name: name.trim(),
        ...(email.trim() ? { purchaser_email: email.trim() } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      onDone(
        isFund
          ? `${registry.couple_names} will know you gave ${price(Number(amountText))} towards ${item.name}.`
          : item.quantity > 1
            ? // Several wanted: others may buy the rest, so "nobody else will buy it" is not so.
              `${registry.couple_names} will know you bought ${quantity} of ${item.name}. The list counts ${quantity === 1 ? 'it' : 'them'}, so nobody buys more than they asked for.`
            : `${registry.couple_names} will know you bought ${item.name}. Nobody else will buy it twice.`,
      );
    } catch (err) {
      const text = serviceMessageOr(err, 'That did not go through. Please try again.');
      // Someone else took the last one: said at the gift. The gift is gone: said above the gifts.
      // Fewer left than asked for: said here.
      if (err instanceof ApiError && err.code === 'gift_taken') onTaken();
      else if (err instanceof ApiError && err.code === 'gift_removed') onRemoved();
      else setError(text);
    } finally {
      setBusy(false);
      void client.invalidateQueries({ queryKey: ['public-registry'] });
    }
  }

  return (
    <form
      method="post"
      id={formId}
      className="guest-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="field">
        <span className="field__label">Your name</span>
        <input
          className="input"
          autoComplete="name"
          ref={nameField}
          maxLength={GIFT_TEXT_LIMITS.name}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
      </label>
      {isFund ? (
        <label className="field">
          <span className="field__label">Amount you are giving ($)</span>
          <input
            className="input"
            inputMode="decimal"
            placeholder="100"
            value={amount}
            onChange={(e) => {
              setAmount(e.currentTarget.value);
              setConfirming(null);
            }}
          />
        </label>
      ) : (
        most > 1 && (
          <label className="field">
            <span className="field__label">How many you bought</span>
            <select
              className="input"
              value={quantity}
              aria-describedby={most < (item.remaining ?? 1) ? `${formId}-most` : undefined}
              onChange={(e) => setQuantity(Number(e.currentTarget.value))}
            >
              {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            {most < (item.remaining ?? 1) && (
              <span className="field__hint" id={`${formId}-most`}>
                You can tell the couple about up to {MAX_GIFTS_PER_PURCHASE} at a time. Bought more? Tell them
                again for the rest.
              </span>
            )}
          </label>
        )
      )}
      <label className="field">
        <span className="field__label">Your email (optional, for their thank-you note)</span>
        <input
          className="input"
          type="email"
          autoComplete="email"
          maxLength={GIFT_TEXT_LIMITS.email}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">A message for the couple (optional)</span>
        <textarea
          className="input"
          rows={3}
          maxLength={GIFT_TEXT_LIMITS.message}
          aria-describedby="gift-message-length"
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <LengthHint id="gift-message-length" value={message} max={GIFT_TEXT_LIMITS.message} />
      </label>
      {error && <ErrorNotice>{error}</ErrorNotice>}
      {confirming !== null && (
        <p className="notice" role="status">
          Give {price(confirming)} towards {item.name}?{' '}
          {item.goal_amount
            ? `That is more than the whole goal of ${price(item.goal_amount)}.`
            : 'Just checking the amount before the couple hears of it.'}
        </p>
      )}
      <div className="guest-item__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={busy || name.trim() === '' || (isFund && amount.trim() === '')}
        >
          {busy
            ? 'Telling the couple…'
            : confirming !== null
              ? `Yes, give ${price(confirming)}`
              : isFund
                ? 'Tell the couple I gave'
                : 'Tell the couple I bought it'}
        </button>
      </div>
    </form>
  );
}

/** Gifts to a fund above this are asked about once more: its goal, or $5,000 when it has none. */
function largeGiftFrom(item: PublicItem): number {
  return Math.max(item.goal_amount ?? 0, 5_000);
}
