// Saved vendors and My inquiries in the Vendors tab: the listings this person saved in the public
// directory (with their notes, removable, and "Add to my vendors" to track one as a prospect in the
// plan) and the inquiries they sent, with each one's status as the vendor set it.
import { addVendorFromListing, type Vendor } from '@confetti/plan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Heart, MapPin, Plus, Search, Send, Trash2 } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { serviceMessageOr } from '../../lib/api';
import { type SessionUser, useSession } from '../../lib/session';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { useCanEdit, usePlan } from '../../plan';
import {
  directoryApi,
  directoryKeys,
  type Favorite,
  type ListingSummary,
  type SentInquiry,
} from '../directory/api';
import {
  INQUIRY_STATUS_LABELS,
  prospectFromListing,
  responseHint,
  trackedFor,
  vendorCardId,
} from './saved-vendors-view';
import './saved-vendors.css';
import { LengthHint } from '../../lib/length-hint';

export function SavedVendors({ vendors }: { vendors: readonly Vendor[] }) {
  const { user } = useSession();
  if (user?.user_type !== 'couple') return null;
  return (
    <>
      <FavoritesSection user={user} vendors={vendors} />
      <InquiriesSection vendors={vendors} />
    </>
  );
}

function FavoritesSection({ user, vendors }: { user: SessionUser; vendors: readonly Vendor[] }) {
  const favorites = useQuery({
    queryKey: directoryKeys.favorites(user.id),
    queryFn: ({ signal }) => directoryApi.favorites(user.id, signal),
  });
  const list = favorites.data ?? [];
  return (
    <section className="saved" aria-labelledby="saved-vendors-heading">
      <header className="saved__head">
        <div>
          <h2 id="saved-vendors-heading">
            <Heart size={20} aria-hidden="true" /> Saved vendors
          </h2>
          <p className="saved__lede">
            Vendors you saved in the directory. Add one to your vendors to track it.
          </p>
        </div>
        <Link className="btn btn--secondary" to="/wedding-vendors">
          <Search size={16} aria-hidden="true" /> Find vendors
        </Link>
      </header>
      {favorites.isPending ? (
        <p className="saved__muted">Loading your saved vendors…</p>
      ) : favorites.isError ? (
        <p className="notice notice--error" role="alert">
          {serviceMessageOr(favorites.error, 'Your saved vendors could not be loaded.')}
        </p>
      ) : list.length === 0 ? (
        <p className="saved__empty">
          Nothing saved yet. Tap the heart on any vendor in the <Link to="/wedding-vendors">directory</Link>{' '}
          to keep it here.
        </p>
      ) : (
        <ul className="saved__list">
          {list.map((favorite) => (
            <SavedVendor
              key={favorite.id}
              favorite={favorite}
              userId={user.id}
              tracked={trackedFor(vendors, favorite.vendor_id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedVendor({
  favorite,
  userId,
  tracked,
}: {
  favorite: Favorite;
  userId: string;
  tracked: Vendor | undefined;
}) {
  const id = useId();
  const canEdit = useCanEdit();
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState(favorite.notes);
  const [error, setError] = useState<string | null>(null);
  const vendor = favorite.vendor;
  const trackedNote = useRef<HTMLSpanElement>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: directoryKeys.favorites(userId) });
  const saveNotes = useMutation({
    mutationFn: () => directoryApi.saveFavorite(favorite.vendor_id, notes.trim()),
    onSuccess: () => {
      setError(null);
      void refresh();
    },
    onError: (failure) => setError(serviceMessageOr(failure, 'Your notes could not be saved.')),
  });
  const remove = useMutation({
    mutationFn: () => directoryApi.removeFavorite(favorite.vendor_id),
    onSuccess: () => {
      queryClient.setQueryData(directoryKeys.favorite(userId, favorite.vendor_id), { is_favorite: false });
      void refresh();
    },
    onError: (failure) => setError(serviceMessageOr(failure, 'Could not remove this vendor.')),
  });
  // "In your vendors" takes the place of the button (disabled meanwhile, so focus fell to the page):
  // it takes focus, which says the vendor was added, and Tab goes on from this card.
  const track = useAddToVendors(vendor, notes, trackedNote, setError);

  const name = vendor?.business_name ?? favorite.vendor_name ?? NO_LONGER_LISTED;
  return (
    <li className="saved-card">
      {vendor?.photo ? (
        <img className="saved-card__photo" src={vendor.photo} alt="" width={96} height={72} loading="lazy" />
      ) : (
        <div className="saved-card__photo saved-card__photo--empty" aria-hidden="true">
          <Heart size={22} />
        </div>
      )}
      <div className="saved-card__body">
        <h3 className="saved-card__name">{vendor ? <Link to={vendor.path}>{name}</Link> : name}</h3>
        {vendor ? (
          <p className="saved-card__meta">
            <MapPin size={14} aria-hidden="true" />
            {vendor.city}, {vendor.state}
            {vendor.price_range ? <span className="saved-card__price"> · {vendor.price_range}</span> : null}
          </p>
        ) : (
          favorite.vendor_name && <p className="saved-card__meta">{NOT_LISTED_NOW}</p>
        )}
        <label className="sr-only" htmlFor={`${id}-notes`}>
          Notes about {name}
        </label>
        <textarea
          id={`${id}-notes`}
          className="input saved-card__notes"
          rows={2}
          maxLength={2000}
          aria-describedby={`${id}-notes-length`}
          placeholder="Notes: what you liked, questions to ask…"
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          onBlur={() => {
            if (notes.trim() !== favorite.notes.trim()) saveNotes.mutate();
          }}
        />
        <LengthHint id={`${id}-notes-length`} value={notes} max={2000} />
        {error && (
          <p className="saved__error" role="alert">
            {error}
          </p>
        )}
        <div className="saved-card__actions">
          {tracked ? (
            <span className="saved-card__tracked" ref={trackedNote} tabIndex={-1}>
              <Check size={16} aria-hidden="true" /> In your vendors
              <span className="sr-only">: {name}</span>
            </span>
          ) : (
            canEdit && vendor && <AddToVendorsButton name={name} className="saved-card__add" adding={track} />
          )}
          <button
            type="button"
            className="btn btn--ghost"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            <Trash2 size={16} aria-hidden="true" /> Remove<span className="sr-only"> {name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * "Add to my vendors": the listing becomes a prospect in the plan, its contact details with it (or
 * only its name and category when they cannot be read). Then `added` takes the focus.
 */
function useAddToVendors(
  listing: ListingSummary | null,
  notes: string,
  added: RefObject<HTMLElement | null>,
  onError: (message: string) => void,
) {
  const { doc } = usePlan();
  const focusAfterRender = useFocusAfterRender();
  return useMutation({
    mutationFn: async () => {
      if (!listing) return;
      const details = await directoryApi.listing(listing.id).catch(() => null);
      addVendorFromListing(doc, prospectFromListing(listing, details, notes), new Date());
    },
    onSuccess: () => focusAfterRender(() => added.current),
    onError: (failure) => onError(serviceMessageOr(failure, 'Could not add this vendor.')),
  });
}

function AddToVendorsButton({
  name,
  className,
  adding,
}: {
  name: string;
  className: string;
  adding: { isPending: boolean; mutate: () => void };
}) {
  return (
    <button
      type="button"
      className={`btn btn--primary ${className}`}
      disabled={adding.isPending}
      onClick={() => adding.mutate()}
      // Every saved vendor has one: the name says which.
      aria-label={`Add to my vendors: ${name}`}
    >
      <Plus size={16} aria-hidden="true" /> Add to my vendors
    </button>
  );
}

/** How often My inquiries asks again while it is shown: a vendor's answer shows within this. */
export const INQUIRIES_REFRESH_MS = 30_000;

function InquiriesSection({ vendors }: { vendors: readonly Vendor[] }) {
  const inquiries = useQuery({
    queryKey: directoryKeys.inquiries,
    queryFn: ({ signal }) => directoryApi.myInquiries(signal),
    // The vendor changes the status in their portal: it shows here without a reload, as their
    // inbox shows new inquiries.
    refetchInterval: INQUIRIES_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const list = inquiries.data ?? [];
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const loaded = inquiries.isSuccess;
  // A listing's "Follow it in My inquiries" lands here: bring the list into view once it is loaded.
  useEffect(() => {
    if (hash === '#my-inquiries' && loaded) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  return (
    <section className="saved" id="my-inquiries" ref={section} aria-labelledby="my-inquiries-heading">
      <header className="saved__head">
        <div>
          <h2 id="my-inquiries-heading">
            <Send size={20} aria-hidden="true" /> My inquiries
          </h2>
          <p className="saved__lede">
            Messages you sent to vendors from the directory, and where each one stands.
          </p>
        </div>
      </header>
      {inquiries.isPending ? (
        <p className="saved__muted">Loading your inquiries…</p>
      ) : inquiries.isError ? (
        <p className="notice notice--error" role="alert">
          {serviceMessageOr(inquiries.error, 'Your inquiries could not be loaded.')}
        </p>
      ) : list.length === 0 ? (
        <p className="saved__empty">
          No inquiries yet. Ask a vendor about prices and availability from their page in the directory.
        </p>
      ) : (
        <ul className="inquiry-list">
          {list.map((inquiry) => (
            <InquiryRow key={inquiry.id} inquiry={inquiry} tracked={trackedFor(vendors, inquiry.vendor_id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Brings a vendor's card into view, with the focus on its Hired box (or the card, for a viewer). */
function showCard(vendorId: string) {
  const card = document.getElementById(vendorCardId(vendorId));
  if (!card) return;
  card.scrollIntoView({ block: 'center' });
  const hired = card.querySelector<HTMLInputElement>('.vendor-card__hire input');
  if (hired) hired.focus({ preventScroll: true });
  else {
    card.tabIndex = -1;
    card.focus({ preventScroll: true });
  }
}

/** A saved vendor or inquiry whose listing is gone. */
const NO_LONGER_LISTED = 'A vendor no longer listed';
/** One whose listing its vendor has taken out of the directory for now (unpublished). */
const NOT_LISTED_NOW = 'Not in the directory right now';

function InquiryRow({ inquiry, tracked }: { inquiry: SentInquiry; tracked: Vendor | undefined }) {
  const name = inquiry.vendor?.business_name ?? inquiry.vendor_name ?? NO_LONGER_LISTED;
  const hint = responseHint(inquiry.created_at, inquiry.responded_at);
  const canEdit = useCanEdit();
  const [error, setError] = useState<string | null>(null);
  const trackedNote = useRef<HTMLParagraphElement>(null);
  const track = useAddToVendors(inquiry.vendor, '', trackedNote, setError);
  // Booked: the vendor said yes. The plan counts a vendor hired when its couple marks it so, with
  // its cost (that is what puts it in the budget): the row says where to do that.
  const booked = inquiry.status === 'booked';
  return (
    <li className="inquiry-row">
      <div className="inquiry-row__main">
        <p className="inquiry-row__vendor">
          {inquiry.vendor ? <Link to={inquiry.vendor.path}>{name}</Link> : name}
        </p>
        <p className="inquiry-row__message">{inquiry.message}</p>
        <p className="inquiry-row__meta">
          Sent {new Date(inquiry.created_at).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}
          {hint ? ` · ${hint}` : ''}
          {!inquiry.vendor && inquiry.vendor_name ? ` · ${NOT_LISTED_NOW}` : ''}
        </p>
        {booked && tracked && !tracked.hired ? (
          <>
            <p className="inquiry-row__next" ref={trackedNote} tabIndex={-1}>
              In your vendors as a prospect: mark {name} hired there, with the cost, to put it in your budget.
            </p>
            <button
              type="button"
              className="btn btn--secondary btn--sm inquiry-row__add"
              onClick={() => showCard(tracked.id)}
            >
              Show {name} in your vendors
            </button>
          </>
        ) : null}
        {booked && !tracked && inquiry.vendor && canEdit ? (
          <AddToVendorsButton name={name} className="btn--sm inquiry-row__add" adding={track} />
        ) : null}
        {error && (
          <p className="saved__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {/* A live region: the vendor's answer arrives while the list is open, and is said. */}
      <span className={`inquiry-status inquiry-status--${inquiry.status}`} role="status">
        <span className="sr-only">{name}: </span>
        {INQUIRY_STATUS_LABELS[inquiry.status]}
      </span>
    </li>
  );
}
