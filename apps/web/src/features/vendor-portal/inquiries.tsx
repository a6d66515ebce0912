// The inquiries inbox: filter by status, open one (opening a new one marks it read), move it along
// (responded, booked, declined, archived), keep private notes, and reply by email.
import { ArrowLeft, CalendarDays, Mail, Phone, Users, Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serviceMessageOr } from '../../lib/api';
import { ErrorNotice } from '../../lib/error-notice';
import { LengthHint } from '../../lib/length-hint';
import { useSelectCommittedOnEnter } from '../../lib/select-committed-on-enter';
import {
  INQUIRY_STATUSES,
  type Inquiry,
  type InquiryStatus,
  STATUS_LABELS,
  useInquiries,
  useUpdateInquiry,
} from './api';
import { SectionHead } from './dashboard';
import { formatDay, formatMoney, timeAgo } from './format';
import { NeedsListing, usePortal, useSectionTitle } from './portal';

type Filter = 'all' | InquiryStatus;

/** What the vendor may move an inquiry to from where it is (the server's rule: forward, archive any time). */
const NEXT: Record<InquiryStatus, InquiryStatus[]> = {
  new: ['read', 'responded', 'booked', 'declined', 'archived'],
  read: ['responded', 'booked', 'declined', 'archived'],
  responded: ['booked', 'declined', 'archived'],
  booked: ['declined', 'archived'],
  declined: ['booked', 'archived'],
  archived: ['read', 'responded', 'booked', 'declined'],
};

export function InquiriesSection() {
  const { listing } = usePortal();
  useSectionTitle('Inquiries');
  if (!listing) {
    return (
      <>
        <SectionHead title="Inquiries" />
        <NeedsListing>Couples' inquiries arrive here once your listing is published.</NeedsListing>
      </>
    );
  }
  return <Inbox listingId={listing.id} businessName={listing.business_name} />;
}

function Inbox({ listingId, businessName }: { listingId: string; businessName: string }) {
  const { data, isPending, isError } = useInquiries(listingId);
  const [params, setParams] = useSearchParams();
  const filter = (params.get('status') as Filter | null) ?? 'all';
  const openId = params.get('open');
  const all = data ?? [];
  const shown =
    filter === 'all' ? all.filter((i) => i.status !== 'archived') : all.filter((i) => i.status === filter);
  const open = all.find((i) => i.id === openId) ?? null;
  const listRef = useRef<HTMLElement>(null);
  // The inquiry just closed. On a phone the list takes its place: focus goes back to its row (or to
  // the list, if a new status moved it out of this filter), not to the top of the page. Done once
  // the address has let go of it (the list is hidden until then).
  const closedId = useRef<string | null>(null);
  useEffect(() => {
    const id = closedId.current;
    if (open || !id) return;
    closedId.current = null;
    const list = listRef.current;
    (list?.querySelector<HTMLElement>(`[data-inquiry="${CSS.escape(id)}"]`) ?? list)?.focus();
  }, [open]);

  const setFilter = (next: Filter) => {
    const p = new URLSearchParams(params);
    if (next === 'all') p.delete('status');
    else p.set('status', next);
    setParams(p, { replace: true });
  };
  // An open inquiry's address names its listing too: copied or bookmarked, it opens the same one.
  const setOpen = (id: string | null) => {
    const p = new URLSearchParams(params);
    if (id) {
      p.set('listing', listingId);
      p.set('open', id);
    } else {
      p.delete('listing');
      p.delete('open');
    }
    setParams(p);
  };

  const count = (status: InquiryStatus) => all.filter((i) => i.status === status).length;

  return (
    <>
      <SectionHead title="Inquiries" />
      <fieldset className="inbox-filters">
        <legend className="sr-only">Show inquiries</legend>
        {(['all', ...INQUIRY_STATUSES] as const).map((f) => (
          <button
            key={f}
            type="button"
            className={`vp-filter ${filter === f ? 'is-active' : ''}`}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {/* Everything but Archived, as in a mail inbox ("All open" said booked ones were open). */}
            {f === 'all' ? 'Inbox' : STATUS_LABELS[f]}
            {f !== 'all' && count(f) > 0 ? <span className="vp-filter__count">{count(f)}</span> : null}
          </button>
        ))}
      </fieldset>
      {isError ? (
        <p className="notice notice--error" role="alert">
          Your inquiries could not be loaded.
        </p>
      ) : null}
      <div className={`inbox ${open ? 'inbox--open' : ''}`}>
        <section className="inbox__list portal-card" aria-label="Inquiries" ref={listRef} tabIndex={-1}>
          {isPending ? (
            <p className="portal-muted">Loading…</p>
          ) : shown.length === 0 ? (
            <p className="portal-muted inbox__empty">
              {all.length === 0
                ? 'No inquiries yet. When a couple writes to you from your listing, it appears here and in your email.'
                : 'No inquiries with this status.'}
            </p>
          ) : (
            <ul>
              {shown.map((inquiry) => (
                <li key={inquiry.id}>
                  <button
                    type="button"
                    className={`inbox-row ${inquiry.id === openId ? 'is-open' : ''} ${inquiry.status === 'new' ? 'is-new' : ''}`}
                    aria-current={inquiry.id === openId ? 'true' : undefined}
                    onClick={() => setOpen(inquiry.id)}
                    data-inquiry={inquiry.id}
                  >
                    <span className="inbox-row__top">
                      <span className="inbox-row__name">{inquiry.name}</span>
                      <span className="inbox-row__when">{timeAgo(inquiry.created_at)}</span>
                    </span>
                    <span className="inbox-row__message">{inquiry.message}</span>
                    <span className="inbox-row__bottom">
                      <span className={`vendor-pill vendor-pill--${inquiry.status}`}>
                        {STATUS_LABELS[inquiry.status]}
                      </span>
                      {inquiry.wedding_date ? (
                        <span className="inbox-row__date">
                          Wedding {formatDay(inquiry.wedding_date, true)}
                        </span>
                      ) : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {open ? (
          <InquiryDetail
            key={open.id}
            inquiry={open}
            listingId={listingId}
            businessName={businessName}
            onClose={() => {
              closedId.current = open.id;
              setOpen(null);
            }}
          />
        ) : (
          <section className="inbox__detail inbox__detail--empty portal-card" aria-label="Inquiry">
            <Mail size={28} aria-hidden="true" />
            <p>Choose an inquiry to read it and reply.</p>
          </section>
        )}
      </div>
    </>
  );
}

function InquiryDetail({
  inquiry,
  listingId,
  businessName,
  onClose,
}: {
  inquiry: Inquiry;
  listingId: string;
  businessName: string;
  onClose: () => void;
}) {
  const mutation = useUpdateInquiry(listingId);
  const [notes, setNotes] = useState(inquiry.vendor_notes);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const markedRead = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { mutate } = mutation;
  // The heading takes focus once, when the inquiry opens (the component is keyed by its id).
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  // Opening a new inquiry is reading it.
  useEffect(() => {
    if (inquiry.status === 'new' && !markedRead.current) {
      markedRead.current = true;
      mutate({ id: inquiry.id, status: 'read' });
    }
  }, [inquiry.id, inquiry.status, mutate]);

  const change = async (patch: { status?: InquiryStatus; vendor_notes?: string }) => {
    setError(null);
    setSaved(false);
    try {
      await mutation.mutateAsync({ id: inquiry.id, ...patch });
      if (patch.vendor_notes !== undefined) setSaved(true);
    } catch (caught) {
      setError(serviceMessageOr(caught, 'That change could not be saved. Please try again.'));
    }
  };

  const statusSelect = useSelectCommittedOnEnter(
    inquiry.status,
    (status) => void change({ status }),
    mutation.isPending,
  );

  const subject = `Re: your inquiry to ${businessName}`;
  const greeting = `Hi ${inquiry.name.split(' ')[0]},\n\nThank you for reaching out to ${businessName}`;
  const mailto = `mailto:${encodeURIComponent(inquiry.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(
    `${greeting}${inquiry.wedding_date ? ` about your wedding on ${formatDay(inquiry.wedding_date, true)}` : ''}.\n\n`,
  )}`;

  return (
    <section className="inbox__detail portal-card" aria-labelledby="inquiry-title">
      <button type="button" className="btn btn--ghost inbox__back" onClick={onClose}>
        <ArrowLeft size={16} aria-hidden="true" /> All inquiries
      </button>
      <div className="inquiry-head">
        <h2 id="inquiry-title" ref={headingRef} tabIndex={-1}>
          {inquiry.name}
        </h2>
        <span className={`vendor-pill vendor-pill--${inquiry.status}`}>{STATUS_LABELS[inquiry.status]}</span>
      </div>
      <p className="portal-muted">Sent {timeAgo(inquiry.created_at)}</p>
      <dl className="inquiry-facts">
        <div>
          <dt>
            <CalendarDays size={16} aria-hidden="true" /> Wedding date
          </dt>
          <dd>{inquiry.wedding_date ? formatDay(inquiry.wedding_date, true) : 'Not decided'}</dd>
        </div>
        <div>
          <dt>
            <Users size={16} aria-hidden="true" /> Guests
          </dt>
          <dd>{inquiry.guest_count ?? '—'}</dd>
        </div>
        <div>
          <dt>
            <Wallet size={16} aria-hidden="true" /> Budget
          </dt>
          <dd>{inquiry.budget !== null ? formatMoney(inquiry.budget) : '—'}</dd>
        </div>
        <div className="inquiry-facts__wide">
          <dt>
            <Mail size={16} aria-hidden="true" /> Email
          </dt>
          <dd>
            <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
          </dd>
        </div>
        {inquiry.phone ? (
          <div>
            <dt>
              <Phone size={16} aria-hidden="true" /> Phone
            </dt>
            <dd>
              <a href={`tel:${inquiry.phone}`}>{inquiry.phone}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      <blockquote className="inquiry-message">{inquiry.message}</blockquote>

      <div className="inquiry-actions">
        <a className="btn btn--primary" href={mailto}>
          <Mail size={16} aria-hidden="true" /> Reply by email
        </a>
        <div className="field inquiry-status-field">
          <label className="field__label" htmlFor="inquiry-status">
            Status
          </label>
          <select
            id="inquiry-status"
            className="input"
            // Never disabled while saving (the focus would fall to the page). Chosen with the mouse or
            // touch, a status is saved at once; from the keyboard, Enter or leaving the list saves it.
            aria-busy={mutation.isPending}
            {...statusSelect}
          >
            <option value={inquiry.status}>{STATUS_LABELS[inquiry.status]}</option>
            {NEXT[inquiry.status].map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {inquiry.status === 'new' || inquiry.status === 'read' ? (
        <p className="portal-muted">
          After you reply, mark it responded: couples see how quickly you answer.
        </p>
      ) : null}

      <form
        method="post"
        className="inquiry-notes"
        onSubmit={(e) => {
          e.preventDefault();
          void change({ vendor_notes: notes });
        }}
      >
        <label className="field__label" htmlFor="inquiry-notes">
          Private notes
        </label>
        <textarea
          id="inquiry-notes"
          className="input"
          rows={4}
          maxLength={5000}
          aria-describedby="inquiry-notes-length"
          value={notes}
          onChange={(e) => {
            setNotes(e.target.value);
            setSaved(false);
          }}
          // Leaving the notes (another inquiry, another section) saves them: nothing typed is lost.
          onBlur={() => {
            if (notes !== inquiry.vendor_notes && !mutation.isPending) void change({ vendor_notes: notes });
          }}
          placeholder="Only your team sees these."
        />
        <LengthHint id="inquiry-notes-length" value={notes} max={5000} />
        <div className="inquiry-notes__foot">
          <button
            type="submit"
            className="btn btn--secondary"
            disabled={mutation.isPending || notes === inquiry.vendor_notes}
          >
            Save notes
          </button>
          {saved ? (
            <span className="portal-ok" role="status">
              Notes saved
            </span>
          ) : null}
        </div>
      </form>
      {error ? <ErrorNotice>{error}</ErrorNotice> : null}
    </section>
  );
}
