// Promotions: create one with its dates, see which are running, scheduled or over, and end one early
// (a running promotion ends yesterday; one that has not started is removed).
import { EARLIEST_DATE, LATEST_DATE } from '@confetti/plan/entities/fields';
import { LoaderCircle, Percent, Tag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { serviceMessageOr } from '../../lib/api';
import { ErrorNotice } from '../../lib/error-notice';
import { addDays, type Promotion, todayIso, useCreatePromotion, useEndPromotion, usePromotions } from './api';
import { SectionHead } from './dashboard';
import { formatDay } from './format';
import { NeedsListing, usePortal, useSectionTitle } from './portal';

export function PromotionsSection() {
  const { listing } = usePortal();
  useSectionTitle('Promotions');
  if (!listing) {
    return (
      <>
        <SectionHead title="Promotions" />
        <NeedsListing>Promotions show on your listing while they run.</NeedsListing>
      </>
    );
  }
  return (
    <>
      <SectionHead title="Promotions" />
      <div className="promotions">
        <PromotionForm listingId={listing.id} />
        <PromotionList listingId={listing.id} />
      </div>
    </>
  );
}

function PromotionForm({ listingId }: { listingId: string }) {
  const create = useCreatePromotion(listingId);
  const today = todayIso();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [discount, setDiscount] = useState('');
  const [startsOn, setStartsOn] = useState(today);
  const [endsOn, setEndsOn] = useState(addDays(today, 30));
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setError(null);
    setCreated(null);
    if (endsOn < startsOn) {
      setError('The promotion cannot end before it starts.');
      return;
    }
    try {
      const promotion = await create.mutateAsync({
        vendor_id: listingId,
        title: title.trim(),
        description: description.trim(),
        discount_percent: discount === '' ? null : Number(discount),
        starts_on: startsOn,
        ends_on: endsOn,
      });
      setCreated(promotion.title);
      setTitle('');
      setDescription('');
      setDiscount('');
    } catch (caught) {
      setError(serviceMessageOr(caught, 'The promotion could not be created. Please try again.'));
    }
  };

  return (
    <form
      method="post"
      className="portal-card promotion-form"
      onSubmit={onSubmit}
      aria-labelledby="new-promotion"
    >
      <h2 id="new-promotion">New promotion</h2>
      <div className="field">
        <label className="field__label" htmlFor="promo-title">
          Title
        </label>
        <input
          id="promo-title"
          className="input"
          required
          maxLength={120}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="10% off Friday weddings"
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="promo-description">
          Details
        </label>
        <textarea
          id="promo-description"
          className="input"
          rows={3}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="For Friday weddings booked before March 31."
        />
      </div>
      <div className="promotion-form__row">
        <div className="field">
          <label className="field__label" htmlFor="promo-discount">
            Discount (%)
          </label>
          <input
            id="promo-discount"
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            value={discount}
            onChange={(e) => setDiscount(e.target.value)}
            aria-describedby="promo-discount-hint"
          />
          <span className="field__hint" id="promo-discount-hint">
            Optional
          </span>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="promo-starts">
            Starts
          </label>
          <input
            id="promo-starts"
            className="input"
            type="date"
            required
            min={EARLIEST_DATE}
            max={LATEST_DATE}
            value={startsOn}
            onChange={(e) => setStartsOn(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="promo-ends">
            Ends
          </label>
          <input
            id="promo-ends"
            className="input"
            type="date"
            required
            min={startsOn || EARLIEST_DATE}
            max={LATEST_DATE}
            value={endsOn}
            onChange={(e) => setEndsOn(e.target.value)}
          />
        </div>
      </div>
      {error ? <ErrorNotice>{error}</ErrorNotice> : null}
      {created ? (
        <p className="notice notice--success" role="status">
          “{created}” is saved.
        </p>
      ) : null}
      {/* Not `disabled` while it saves: a disabled button lets go of keyboard focus (to the page). */}
      <button type="submit" className="btn btn--primary" aria-disabled={create.isPending ? true : undefined}>
        {create.isPending ? <LoaderCircle size={18} className="spin" aria-hidden="true" /> : null}
        Create promotion
      </button>
    </form>
  );
}

function stateOf(p: Promotion, today: string): 'running' | 'scheduled' | 'ended' {
  if (p.ends_on < today) return 'ended';
  if (p.starts_on > today) return 'scheduled';
  return 'running';
}

const STATE_LABEL = { running: 'Running', scheduled: 'Scheduled', ended: 'Ended' } as const;

function PromotionList({ listingId }: { listingId: string }) {
  const { data, isPending, isError } = usePromotions(listingId);
  const end = useEndPromotion(listingId);
  const [error, setError] = useState<string | null>(null);
  const today = todayIso();
  const promotions = data ?? [];

  const onEnd = async (promotion: Promotion) => {
    setError(null);
    try {
      await end.mutateAsync({ promotion, today });
    } catch (caught) {
      setError(serviceMessageOr(caught, 'The promotion could not be ended. Please try again.'));
    }
  };

  return (
    <section className="portal-card" aria-labelledby="promotion-list">
      <h2 id="promotion-list">Your promotions</h2>
      {isError ? (
        <p className="notice notice--error" role="alert">
          Your promotions could not be loaded.
        </p>
      ) : isPending ? (
        <p className="portal-muted">Loading…</p>
      ) : promotions.length === 0 ? (
        <div className="portal-empty-inline">
          <Tag size={24} aria-hidden="true" />
          <p>No promotions yet. A seasonal offer gives couples a reason to write to you this week.</p>
        </div>
      ) : (
        <ul className="promotion-list">
          {promotions.map((p) => {
            const state = stateOf(p, today);
            return (
              <li key={p.id} className={`promotion promotion--${state}`}>
                <div className="promotion__badge" aria-hidden="true">
                  {p.discount_percent ? (
                    <>
                      {p.discount_percent}
                      <Percent size={14} />
                    </>
                  ) : (
                    <Tag size={18} />
                  )}
                </div>
                <div className="promotion__body">
                  <h3>{p.title}</h3>
                  {p.description ? <p>{p.description}</p> : null}
                  <p className="promotion__dates">
                    <span className={`vendor-pill vendor-pill--${state}`}>{STATE_LABEL[state]}</span>{' '}
                    {formatDay(p.starts_on, true)} – {formatDay(p.ends_on, true)}
                  </p>
                </div>
                {state !== 'ended' ? (
                  <button
                    type="button"
                    className="btn btn--ghost promotion__end"
                    disabled={end.isPending}
                    onClick={() => void onEnd(p)}
                    aria-label={`${state === 'running' ? 'End now' : 'Cancel'}: ${p.title}`}
                  >
                    {state === 'running' ? 'End now' : 'Cancel'}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
