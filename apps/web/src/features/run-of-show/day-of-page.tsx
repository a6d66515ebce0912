// /day/<token>: the page a vendor opens from the couple's link, made for a phone at the venue. Now
// and Next sit at the top, then the vendor's own moments (when the link names them) and the whole
// day. It asks for the day every few seconds, so a "running late" shift shows without a reload.
// Rendered on the server too (the moments are in the HTML, a turned-off link is a real 404), kept
// out of search engines; Now and Next come once this device has asked with its own clock.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Clock, MapPin, User } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api';
import { foundOrNot } from '../../lib/found-or-not';
import { usePageMeta } from '../../ssr/page-meta';
import { fetchPublicDay, type PublicDay, type PublicEntry, usePublicDay } from './api';
import { formatDuration, formatSpan, formatWeddingDate } from './format';
import './day-of.css';

const span = (e: PublicEntry) => formatSpan({ time: e.time, durationMinutes: e.duration_minutes });

function Moment({ entry, label }: { entry: PublicEntry | null; label: 'Now' | 'Next' | 'Your next' }) {
  const modifier = label === 'Now' ? 'now' : label === 'Next' ? 'next' : 'yours';
  return (
    <section className={`day-moment day-moment--${modifier}`} aria-label={label}>
      <p className="day-moment__label">{label}</p>
      {entry ? (
        <>
          <h2 className="day-moment__title">{entry.title}</h2>
          <p className="day-moment__time">{span(entry)}</p>
          <p className="day-moment__meta">
            {[entry.location, entry.responsible].filter(Boolean).join(' · ')}
          </p>
        </>
      ) : (
        <p className="day-moment__empty">
          {label === 'Now' ? 'Nothing scheduled right now.' : 'That was the last moment.'}
        </p>
      )}
    </section>
  );
}

function Entries({ entries, day }: { entries: PublicEntry[]; day: PublicDay }) {
  const mine = new Set(day.responsible ? day.entries.map((e) => e.id) : []);
  return (
    <ol className="day-list">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={[
            'day-entry',
            day.now?.id === entry.id ? 'day-entry--now' : '',
            mine.has(entry.id) ? 'day-entry--mine' : '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <span className="day-entry__time">{span(entry)}</span>
          <div className="day-entry__body">
            <h3 className="day-entry__title">{entry.title}</h3>
            <ul className="day-entry__meta">
              {entry.duration_minutes ? (
                <li>
                  <Clock size={13} aria-hidden="true" /> {formatDuration(entry.duration_minutes)}
                </li>
              ) : null}
              {entry.location && (
                <li>
                  <MapPin size={13} aria-hidden="true" /> {entry.location}
                </li>
              )}
              {entry.responsible && (
                <li>
                  <User size={13} aria-hidden="true" /> {entry.responsible}
                </li>
              )}
            </ul>
            {entry.description && <p className="day-entry__notes">{entry.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The page's head: kept out of search engines, 404 once the link is gone. */
function PageHead({ title, missing = false }: { title: string; missing?: boolean }) {
  usePageMeta({ title, noindex: true, ...(missing ? { status: 404 } : {}) });
  return null;
}

export function DayOfPage() {
  const { token = '' } = useParams();
  // The first answer, on the server as in the browser: the moments, whoever's clock asked.
  const answer = useSuspenseQuery({
    queryKey: ['run-of-show-day-page', token],
    queryFn: ({ signal }) => foundOrNot(() => fetchPublicDay(token, signal), 'Could not load the day.'),
    retry: false,
  }).data;
  // Then this device's own answers, every few seconds (also after a first answer that failed).
  const live = usePublicDay(token, answer.kind !== 'missing');
  const gone = answer.kind === 'missing' || (live.error instanceof ApiError && live.error.status === 404);

  if (gone) {
    return (
      <main className="day-page day-page--gone">
        <PageHead title="Link no longer works · Confetti" missing />
        <h1>This link no longer works</h1>
        <p>The couple may have turned it off. Ask them for a new one.</p>
      </main>
    );
  }
  // What this device asked for, else the first answer (whose Now and Next are not shown: see above).
  const day = live.data ?? (answer.kind === 'found' ? answer.data : undefined);
  if (!day) {
    return (
      <main className="day-page" aria-busy="true">
        <PageHead title="Run of show · Confetti" />
        <p className="day-loading">Could not load the day. Trying again…</p>
      </main>
    );
  }
  const clockKnown = live.data !== undefined;

  const first = day.day[0] ?? null;
  return (
    <main className="day-page">
      <PageHead title={`Run of show · ${day.couple} · Confetti`} />
      <header className="day-header">
        <p className="day-header__for">Run of show · for {day.link_name}</p>
        <h1>{day.couple}</h1>
        <p className="day-header__when">
          {[day.wedding_date ? formatWeddingDate(day.wedding_date) : null, day.location]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>

      {!clockKnown ? (
        <p className="day-status">Now and Next show here on the wedding day.</p>
      ) : day.day_status === 'today' ? (
        <div className="day-now-next" aria-live="polite">
          <Moment entry={day.now} label="Now" />
          <Moment entry={day.next} label="Next" />
          {day.your_next && day.your_next.id !== day.next?.id && (
            <Moment entry={day.your_next} label="Your next" />
          )}
        </div>
      ) : (
        <p className="day-status" aria-live="polite">
          {day.day_status === 'after'
            ? 'That is a wrap. Thank you for making the day!'
            : `Now and Next show here on the wedding day.${first ? ` First up: ${first.title} at ${span(first)}.` : ''}`}
        </p>
      )}

      {day.responsible && (
        <section className="day-section" aria-labelledby="day-yours">
          <h2 id="day-yours">Your moments</h2>
          {day.entries.length > 0 ? (
            <Entries entries={day.entries} day={day} />
          ) : (
            <p className="day-status">Nothing is assigned to {day.responsible} yet.</p>
          )}
        </section>
      )}

      <section className="day-section" aria-labelledby="day-whole">
        <h2 id="day-whole">The whole day</h2>
        {day.day.length > 0 ? (
          <Entries entries={day.day} day={day} />
        ) : (
          <p className="day-status">The couple has not planned the day yet.</p>
        )}
      </section>
      <p className="day-footer">Updates by itself when the couple changes the plan.</p>
    </main>
  );
}
