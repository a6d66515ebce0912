// The listing editor. The first listing is created over REST (POST /api/directory/vendors); from
// then on the form edits the listing's live document (kind `listing`), so everyone on the team sees
// each other's changes as they type, offline edits merge, and the server projects the document into
// the public directory. Beside the form, the card couples will see, redrawn on every change.
import { PRICE_RANGE_WORDS, VENDOR_CATEGORIES, vendorCategoryByApiCategory } from '@confetti/catalog';
import { US_STATES } from '@confetti/catalog/places';
import {
  isServiceListed,
  LISTING_LIMITS,
  type Listing,
  type ListingPatch,
  listingFieldSchemas,
  PRICE_RANGES,
  SERVICE_ALREADY_LISTED,
} from '@confetti/plan';
import { useQueryClient } from '@tanstack/react-query';
import {
  Camera,
  CircleCheck,
  ExternalLink,
  ImagePlus,
  LoaderCircle,
  MapPin,
  Plus,
  Star,
  Trash2,
  X,
} from 'lucide-react';
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { serviceMessageOr } from '../../lib/api';
import { ErrorNotice } from '../../lib/error-notice';
import { focusSuccessorWhenRemoved } from '../../lib/focus-after-removal';
import { useConfirm } from '../planner/confirm-dialog';
import { describeSyncState, type SyncStatusText } from '../planner/sync-status-text';
import {
  type NewListing,
  PHOTO_MAX_BYTES,
  uploadListingPhoto,
  useCreateListing,
  useDeleteListing,
  type VendorListing,
  vendorKeys,
} from './api';
import { SectionHead } from './dashboard';
import { caretAfterChange, textToSave } from './live-text';
import { VENDOR_LISTING_PATH, VENDOR_NEW_LISTING_PATH } from './paths';
import { usePortal, useSectionTitle } from './portal';
import { useListingDoc } from './use-listing-doc';

export function ListingSection() {
  const { listing, listings } = usePortal();
  // The listing its owner has just deleted here: said once, and never shown as taken away.
  const [deleted, setDeleted] = useState<{ id: string; name: string } | null>(null);
  // Listings deleted here (or being deleted). Their documents close as they go, and that close may
  // arrive before or after the server's answer: either way it is not access taken away.
  const deleting = useRef(new Set<string>());
  // A listing whose editor lost access (removed from its team, or the listing deleted) stays on
  // screen, saying so, until they ask for their listings again. A refetch in between (the refresh
  // the editor schedules after every change, theirs or a co-editor's, lands just after the removal;
  // the refetch when the browser comes back online, before the socket has found out) no longer
  // returns it, and must not swap it for another listing or the create form without a word.
  const [revoked, setRevoked] = useState<VendorListing | null>(null);
  // A new connection after a refresh that still finds the listing (its generation changed).
  const [round, setRound] = useState(0);
  const lastShown = useRef<VendorListing | null>(null);
  const vanished =
    lastShown.current &&
    lastShown.current.id !== deleted?.id &&
    !listings.some((l) => l.id === lastShown.current?.id)
      ? lastShown.current
      : null;
  const shown = revoked ?? vanished ?? listing;
  lastShown.current = shown;
  useSectionTitle(shown ? 'Your listing' : 'Create your listing');
  const notice = deleted ? (
    <p className="notice notice--success listing-deleted" role="status">
      <CircleCheck size={18} aria-hidden="true" />
      {`${deleted.name} was deleted. Couples who wrote to you keep their messages.`}
    </p>
  ) : null;
  if (!shown) return <CreateListingForm notice={notice} />;
  return (
    <>
      {notice}
      <LiveListingEditor
        key={`${shown.id}:${round}`}
        listing={shown}
        onRevoked={(gone) => {
          if (!deleting.current.has(gone.id)) setRevoked(gone);
        }}
        onRefreshed={() => {
          lastShown.current = null;
          setRevoked(null);
          setRound((r) => r + 1);
        }}
        onDeleting={(id) => {
          deleting.current.add(id);
          setDeleted(null);
        }}
        onDeleteFailed={(id) => deleting.current.delete(id)}
        onDeleted={(gone) => {
          setRevoked(null);
          setDeleted(gone);
        }}
      />
    </>
  );
}

/** /vendor/listing/new: a further listing (another location or line of business), or the first. */
export function NewListingSection() {
  const { listings } = usePortal();
  const navigate = useNavigate();
  useSectionTitle(listings.length > 0 ? 'Add another listing' : 'Create your listing');
  // The new listing opens in its editor, first or not: left here, the form would still be filled
  // in, and pressing Create again would make the same listing twice.
  return <CreateListingForm onCreated={() => navigate(VENDOR_LISTING_PATH)} />;
}

/**
 * The essentials of a new listing. On /vendor/listing (no listing yet) the section itself turns into
 * the editor once the new listing is among the vendor's listings; elsewhere `onCreated` goes there.
 */
function CreateListingForm({ notice, onCreated }: { notice?: ReactNode; onCreated?: () => void }) {
  const { user, listings, selectListing } = usePortal();
  const another = listings.length > 0;
  const create = useCreateListing(user.id);
  const [form, setForm] = useState<NewListing>({
    business_name: '',
    category: '',
    city: '',
    state: '',
    price_range: null,
  });
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<NewListing>) => setForm((f) => ({ ...f, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const body: NewListing = {
        business_name: form.business_name.trim(),
        category: form.category,
        city: form.city.trim(),
        state: form.state.trim().toUpperCase(),
      };
      if (form.price_range) body.price_range = form.price_range;
      const created = await create.mutateAsync(body);
      selectListing(created.id);
      onCreated?.();
    } catch (caught) {
      setError(serviceMessageOr(caught, 'Your listing could not be created. Please try again.'));
    }
  };

  return (
    <>
      {notice}
      <SectionHead title={another ? 'Add another listing' : 'Create your listing'} />
      <form method="post" className="portal-card listing-create" onSubmit={onSubmit}>
        <p className="portal-muted">
          {another
            ? 'Another location or line of business gets its own listing, with its own inquiries and figures. Start with the essentials; you will switch between your listings at the top of the page.'
            : 'Start with the essentials. You will add a description, photos and services next, with a live preview, and publish when you are ready.'}
        </p>
        <div className="listing-grid">
          <div className="field listing-grid__wide">
            <label className="field__label" htmlFor="new-name">
              Business name
            </label>
            <input
              id="new-name"
              className="input"
              required
              maxLength={LISTING_LIMITS.businessName}
              value={form.business_name}
              onChange={(e) => set({ business_name: e.target.value })}
              placeholder="Golden Hour Studio"
            />
          </div>
          <div className="field listing-grid__wide">
            <label className="field__label" htmlFor="new-category">
              Category
            </label>
            <select
              id="new-category"
              className="input"
              required
              value={form.category}
              onChange={(e) => set({ category: e.target.value })}
            >
              <option value="">Choose a category</option>
              {VENDOR_CATEGORIES.map((c) => (
                <option key={c.id} value={c.apiCategory}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="new-city">
              City
            </label>
            <input
              id="new-city"
              className="input"
              required
              maxLength={LISTING_LIMITS.city}
              value={form.city}
              onChange={(e) => set({ city: e.target.value })}
              placeholder="Austin"
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="new-state">
              State
            </label>
            <StateSelect id="new-state" value={form.state} onChange={(state) => set({ state })} />
          </div>
        </div>
        {error ? <ErrorNotice>{error}</ErrorNotice> : null}
        <button type="submit" className="btn btn--primary btn--lg" disabled={create.isPending}>
          {create.isPending ? <LoaderCircle size={18} className="spin" aria-hidden="true" /> : null}
          Create listing
        </button>
        {another ? (
          <Link to={VENDOR_LISTING_PATH} className="btn btn--ghost listing-create__cancel">
            Back to my listing
          </Link>
        ) : null}
      </form>
    </>
  );
}

type FieldError = { field: string; message: string } | null;

/** Tells the editor which fields hold a value that could not be saved (the badge then says so). */
const UnsavedFields = createContext<(field: string, unsaved: boolean) => void>(() => {});

/** The badge while a field holds what could not be saved: never "Saved" beside "Not saved: …". */
function unsavedText(count: number): SyncStatusText | null {
  if (count === 0) return null;
  return {
    label: count === 1 ? '1 field not saved' : `${count} fields not saved`,
    detail: 'A field below holds a value that cannot be saved: it says why. Everything else is saved.',
    tone: 'alert',
  };
}

function LiveListingEditor({
  listing: saved,
  onRevoked,
  onRefreshed,
  onDeleting,
  onDeleteFailed,
  onDeleted,
}: {
  listing: VendorListing;
  /** The server closed the document for good: the section keeps this listing shown until a refresh. */
  onRevoked: (listing: VendorListing) => void;
  /** Their listings were fetched again after the access was revoked. */
  onRefreshed: () => void;
  /** Its owner confirmed its deletion (the server is asked next). */
  onDeleting: (id: string) => void;
  /** The server did not delete it. */
  onDeleteFailed: (id: string) => void;
  /** The server deleted it. */
  onDeleted: (listing: { id: string; name: string }) => void;
}) {
  const { listing, sync, update } = useListingDoc(saved.id);
  const { user } = usePortal();
  const queryClient = useQueryClient();
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const reportUnsaved = useCallback((field: string, isUnsaved: boolean) => {
    setUnsaved((current) => {
      if (current.has(field) === isUnsaved) return current;
      const next = new Set(current);
      if (isUnsaved) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);
  const syncText = unsavedText(unsaved.size) ?? describeSyncState(sync);
  const revoked = sync.kind === 'revoked';

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the listing as it was shown
  useEffect(() => {
    if (revoked) onRevoked(saved);
  }, [revoked]);

  const refreshListings = async () => {
    await queryClient.invalidateQueries({ queryKey: vendorKeys.listings(user.id) });
    onRefreshed();
  };

  // The public address and the published state come from the projection: refresh it after edits.
  // Not once access is revoked: the listing is no longer theirs to read.
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!listing || revoked) return;
    if (refreshTimer.current) clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: vendorKeys.listings(user.id) });
    }, 1200);
    return () => {
      if (refreshTimer.current) clearTimeout(refreshTimer.current);
    };
  }, [listing, revoked, queryClient, user.id]);

  // Publishing shows the public link once the projection has caught up with the document.
  const docPublished = listing?.published;
  useEffect(() => {
    if (revoked || docPublished === undefined || docPublished === saved.published) return;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: vendorKeys.listings(user.id) });
    }, 1500);
    return () => clearInterval(timer);
  }, [revoked, docPublished, saved.published, queryClient, user.id]);

  if (!listing) {
    return (
      <>
        <SectionHead title={saved.business_name} />
        <div className="portal-loading" role="status">
          <LoaderCircle className="spin" size={20} aria-hidden="true" /> Opening your listing…
        </div>
      </>
    );
  }

  const complete =
    listing.business_name !== '' && listing.category !== '' && listing.city !== '' && listing.state !== '';
  const live = listing.published && saved.published;
  // Not needed to publish, but what couples choose by: said before and after publishing.
  const lacking = [
    listing.description.trim() === '' ? 'description' : null,
    listing.photos.length === 0 ? 'photos' : null,
    listing.price_range === null ? 'price range' : null,
  ].filter((part): part is string => part !== null);

  return (
    <UnsavedFields.Provider value={reportUnsaved}>
      <SectionHead title={listing.business_name || saved.business_name}>
        <span className={`vp-sync vp-sync--${syncText.tone}`} role="status" title={syncText.detail}>
          {syncText.label}
        </span>
      </SectionHead>

      {revoked ? (
        <div className="notice notice--error listing-revoked" role="alert">
          <p>
            You can no longer edit this listing: you were removed from its team, or it was deleted. Changes
            made here are not saved.
          </p>
          <button type="button" className="btn btn--secondary" onClick={() => void refreshListings()}>
            Refresh my listings
          </button>
        </div>
      ) : null}

      <section className="portal-card listing-publish" aria-label="Publishing">
        <div>
          <h2 className="listing-publish__title">
            {listing.published ? 'Your listing is published' : 'Draft'}
          </h2>
          <p className="portal-muted">
            {listing.published
              ? 'Couples can find it in the directory and send you inquiries.'
              : complete
                ? 'Only your team can see it. Publish it when it looks right.'
                : 'Add a name, category, city and state to publish.'}
          </p>
          {complete && lacking.length > 0 ? (
            <p className="portal-muted listing-publish__lacking">
              Couples choose by what they see: it has no {LIST.format(lacking)} yet.
            </p>
          ) : null}
          {live ? (
            <a className="portal-link listing-publish__link" href={saved.path} target="_blank" rel="noopener">
              <ExternalLink size={16} aria-hidden="true" />
              <span>{`${typeof window === 'undefined' ? '' : window.location.host}${saved.path}`}</span>
            </a>
          ) : null}
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={listing.published}
          className="vp-switch"
          disabled={revoked || (!complete && !listing.published)}
          onClick={() => update({ published: !listing.published })}
        >
          <span className="vp-switch__track" aria-hidden="true">
            <span className="vp-switch__thumb" />
          </span>
          <span>Published</span>
        </button>
      </section>

      <div className="listing-editor">
        {/* Once access is revoked nothing here is saved any more, so nothing here takes input: a
            disabled fieldset turns off every field and button in it, and keeps what was typed. */}
        <fieldset className="listing-editor__form" disabled={revoked}>
          <section className="portal-card" aria-labelledby="basics-title">
            <h2 id="basics-title">The basics</h2>
            <div className="listing-grid">
              <LiveText
                className="listing-grid__wide"
                label="Business name"
                field="business_name"
                value={listing.business_name}
                update={update}
                maxLength={LISTING_LIMITS.businessName}
              />
              <div className="field listing-grid__wide">
                <label className="field__label" htmlFor="listing-category">
                  Category
                </label>
                <select
                  id="listing-category"
                  className="input"
                  value={listing.category}
                  onChange={(e) => update({ category: e.target.value })}
                >
                  {VENDOR_CATEGORIES.map((c) => (
                    <option key={c.id} value={c.apiCategory}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
              <LiveText
                label="City"
                field="city"
                value={listing.city}
                update={update}
                maxLength={LISTING_LIMITS.city}
              />
              <div className="field">
                <label className="field__label" htmlFor="listing-state">
                  State
                </label>
                <StateSelect
                  id="listing-state"
                  value={listing.state}
                  onChange={(state) => update({ state })}
                />
              </div>
            </div>
            <fieldset className="vp-price">
              <legend className="field__label">Price range</legend>
              <div className="vp-price__options">
                {PRICE_RANGES.map((range) => (
                  <label key={range} className="vp-price__option">
                    <input
                      type="radio"
                      name="price_range"
                      value={range}
                      checked={listing.price_range === range}
                      onChange={() => update({ price_range: range })}
                    />
                    <span>
                      <strong>{range}</strong> {PRICE_RANGE_WORDS[range]}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </section>

          <section className="portal-card" aria-labelledby="story-title">
            <h2 id="story-title">Your story</h2>
            <LiveText
              label="Description"
              field="description"
              value={listing.description}
              update={update}
              multiline
              maxLength={LISTING_LIMITS.description}
              hint="What makes your work yours, what a booking includes, where you travel."
            />
            <ServicesEditor services={listing.services} update={update} />
          </section>

          <PhotosEditor listingId={saved.id} listing={listing} update={update} />

          <section className="portal-card" aria-labelledby="contact-title">
            <h2 id="contact-title">How couples reach you</h2>
            <p className="portal-muted">Inquiries are emailed to this address (or to your account email).</p>
            <div className="listing-grid listing-grid--contact">
              <LiveText
                label="Email"
                field="email"
                type="email"
                value={listing.email ?? ''}
                update={update}
              />
              <LiveText label="Phone" field="phone" type="tel" value={listing.phone ?? ''} update={update} />
              <LiveText
                className="listing-grid__wide"
                label="Website"
                field="website"
                type="url"
                value={listing.website ?? ''}
                update={update}
                normalize={websiteAsTyped}
                placeholder="https://"
              />
            </div>
          </section>
        </fieldset>
        <aside className="listing-editor__preview" aria-label="Preview of your public listing">
          <p className="eyebrow">Live preview</p>
          <ListingPreviewCard listing={listing} />
          <p className="portal-muted listing-editor__preview-note">
            This is the card couples see in the directory. Changes save as you type.
          </p>
        </aside>
      </div>

      <section className="portal-card listing-more" aria-labelledby="listing-more-title">
        <h2 id="listing-more-title">Your listings</h2>
        <p className="portal-muted">
          Another location or line of business gets a listing of its own, with its own inquiries and figures.
        </p>
        <Link to={VENDOR_NEW_LISTING_PATH} className="btn btn--secondary">
          <Plus size={16} aria-hidden="true" />
          Add another listing
        </Link>
        {saved.owner_user_id === user.id && !revoked ? (
          <DeleteListing
            listingId={saved.id}
            name={listing.business_name || saved.business_name}
            onDeleting={onDeleting}
            onDeleteFailed={onDeleteFailed}
            onDeleted={onDeleted}
          />
        ) : null}
      </section>
    </UnsavedFields.Provider>
  );
}

/** The owner's way out: the listing leaves the directory with its inquiries, promotions and figures. */
function DeleteListing({
  listingId,
  name,
  onDeleting,
  onDeleteFailed,
  onDeleted,
}: {
  listingId: string;
  name: string;
  onDeleting: (id: string) => void;
  onDeleteFailed: (id: string) => void;
  onDeleted: (listing: { id: string; name: string }) => void;
}) {
  const { user } = usePortal();
  const remove = useDeleteListing(user.id);
  const { confirm, confirmDialog } = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const onDelete = async () => {
    setError(null);
    const yes = await confirm({
      title: `Delete ${name}?`,
      question:
        'It leaves the directory at once, with its photos, inquiries, promotions and figures, for everyone on its team. Couples who wrote to you keep their own messages. This cannot be undone.',
      confirmLabel: 'Delete listing',
    });
    if (!yes) return;
    onDeleting(listingId);
    try {
      await remove.mutateAsync(listingId);
      onDeleted({ id: listingId, name });
    } catch (caught) {
      onDeleteFailed(listingId);
      setError(serviceMessageOr(caught, 'The listing could not be deleted. Please try again.'));
    }
  };
  return (
    <div className="listing-more__delete">
      <button
        type="button"
        className="btn btn--danger"
        onClick={() => void onDelete()}
        disabled={remove.isPending}
      >
        {remove.isPending ? (
          <LoaderCircle size={16} className="spin" aria-hidden="true" />
        ) : (
          <Trash2 size={16} aria-hidden="true" />
        )}
        Delete this listing
      </button>
      {error ? <ErrorNotice>{error}</ErrorNotice> : null}
      {confirmDialog}
    </div>
  );
}

interface LiveTextProps {
  label: string;
  field: keyof Listing;
  value: string;
  update: (patch: ListingPatch) => FieldError;
  multiline?: boolean;
  type?: string;
  maxLength?: number;
  hint?: string;
  placeholder?: string;
  className?: string;
  /** What is saved for what was typed (the draft keeps what was typed until the field is left). */
  normalize?: (typed: string) => string;
}

/** "bloomvine.com" is taken as https://bloomvine.com, as couples' browsers would take it. */
export function websiteAsTyped(typed: string): string {
  const value = typed.trim();
  return value === '' || /^[a-z][a-z0-9+.-]*:/i.test(value) ? typed : `https://${value}`;
}

/**
 * A text field bound to the live document: each keystroke that makes a valid value is written at
 * once; one that does not stays in the field and its message shows when the field is left. Another
 * team member's edit shows as it arrives, also in the field being typed in (the caret stays at its
 * words); if this field holds text that could not be saved yet, the two are merged at the next
 * keystroke (live-text.ts).
 */
/** How long after the last keystroke a value that cannot be saved shows why. */
const REFUSAL_AFTER_MS = 800;

const LIST = new Intl.ListFormat('en-US', { type: 'disjunction' });

function LiveText({
  label,
  field,
  value,
  update,
  multiline,
  type = 'text',
  maxLength,
  hint,
  placeholder,
  className,
  normalize,
}: LiveTextProps) {
  const id = useId();
  const [draft, setDraftState] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [showError, setShowError] = useState(false);
  const reportUnsaved = useContext(UnsavedFields);
  // Said in the badge once the field says it (after the pause), and no longer once it is mended.
  const unsaved = error !== null && showError;
  useEffect(() => {
    reportUnsaved(field, unsaved);
  }, [reportUnsaved, field, unsaved]);
  useEffect(() => () => reportUnsaved(field, false), [reportUnsaved, field]);
  const focused = useRef(false);
  const element = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // The document's value the draft was built on, and the draft as effects read it.
  const base = useRef(value);
  const typed = useRef(value);
  const caret = useRef<number | null>(null);
  const setDraft = (next: string) => {
    typed.current = next;
    setDraftState(next);
  };
  // What the document holds once `text` is typed here: normalized (a website's https://), then as
  // the listing's schema stores it (a name trimmed, an empty email as none). Comparing in that form
  // tells this field's own saves coming back from someone else's change, so a trailing space typed
  // here stays in the field.
  const stored = (text: string): string => {
    const parsed = listingFieldSchemas[field].safeParse(normalize ? normalize(text) : text);
    const value = parsed.success ? parsed.data : text;
    return typeof value === 'string' ? value : '';
  };

  useEffect(() => {
    if (value === base.current) return;
    if (!focused.current) {
      base.current = value;
      setDraft(value);
      setError(null);
      return;
    }
    // Typed here and not saved (refused): merged with this at the next keystroke.
    if (stored(typed.current) !== base.current) return;
    const field = element.current;
    if (field) caret.current = caretAfterChange(typed.current, value, field.selectionStart ?? 0);
    base.current = value;
    setDraft(value);
  });

  useLayoutEffect(() => {
    const field = element.current;
    if (caret.current !== null && field && document.activeElement === field) {
      field.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  // A value that cannot be saved says so once the typing pauses (not at every keystroke of an
  // address being typed), so nobody leaves the page thinking an invalid value was saved.
  const pause = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pause.current) clearTimeout(pause.current);
    },
    [],
  );
  const onChange = (next: string) => {
    const text = textToSave(base.current, next, value);
    if (text !== next && element.current) {
      caret.current = caretAfterChange(next, text, element.current.selectionStart ?? next.length);
    }
    setDraft(text);
    const refused = update({ [field]: normalize ? normalize(text) : text } as ListingPatch);
    if (!refused) base.current = stored(text);
    setError(refused?.message ?? null);
    if (pause.current) clearTimeout(pause.current);
    pause.current = null;
    if (!refused) setShowError(false);
    else pause.current = setTimeout(() => setShowError(true), REFUSAL_AFTER_MS);
  };
  const describedBy = [hint ? `${id}-hint` : null, error && showError ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    ref: element,
    className: 'input',
    value: draft,
    maxLength,
    placeholder,
    'aria-invalid': error && showError ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      if (error) setShowError(true);
      else {
        base.current = value;
        setDraft(value);
      }
    },
  };
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error && showError ? (
        <span className="field__error" id={`${id}-error`} role="alert">
          Not saved: {error}
        </span>
      ) : null}
    </div>
  );
}

function ServicesEditor({
  services,
  update,
}: {
  services: string[];
  update: (patch: ListingPatch) => FieldError;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (!name) return;
    if (isServiceListed(services, name)) {
      setError(SERVICE_ALREADY_LISTED);
      return;
    }
    const refused = update({ services: [...services, name] });
    setError(refused?.message ?? null);
    if (!refused) setDraft('');
  };
  return (
    // The last service removed hands focus to the field that adds one (see focusSuccessorWhenRemoved).
    <div className="vp-services" data-focus-when-empty="#service-new">
      <p className="field__label" id="services-label">
        Services
      </p>
      {services.length > 0 ? (
        <ul className="vp-services__list" aria-labelledby="services-label">
          {services.map((service) => (
            <li key={service} className="vp-chip">
              {service}
              <button
                type="button"
                className="vp-chip__remove"
                aria-label={`Remove ${service}`}
                onClick={(event) => {
                  focusSuccessorWhenRemoved(event.currentTarget);
                  update({ services: services.filter((s) => s !== service) });
                }}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="portal-muted">Add what couples can book: “Full-day coverage”, “Engagement sessions”…</p>
      )}
      <form method="post" className="vp-services__add" onSubmit={add}>
        <label htmlFor="service-new" className="sr-only">
          New service
        </label>
        <input
          id="service-new"
          className="input"
          value={draft}
          maxLength={LISTING_LIMITS.service}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
          placeholder="Add a service"
        />
        <button
          type="submit"
          className="btn btn--secondary"
          disabled={services.length >= LISTING_LIMITS.services}
        >
          <Plus size={16} aria-hidden="true" /> Add
        </button>
      </form>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PhotosEditor({
  listingId,
  listing,
  update,
}: {
  listingId: string;
  listing: Listing;
  update: (patch: ListingPatch) => FieldError;
}) {
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const latest = useRef(listing.photos);
  latest.current = listing.photos;
  const inputRef = useRef<HTMLInputElement>(null);
  const full = listing.photos.length >= LISTING_LIMITS.photos;

  const onFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const problems: string[] = [];
    const room = LISTING_LIMITS.photos - latest.current.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    if (files.length > chosen.length) problems.push(`A listing holds up to ${LISTING_LIMITS.photos} photos.`);
    setUploading(chosen.length);
    for (const file of chosen) {
      try {
        const url = await uploadListingPhoto(listingId, file);
        const refused = update({ photos: [...latest.current, url] });
        if (refused) problems.push(refused.message);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : `${file.name} could not be uploaded.`);
      }
      setUploading((n) => n - 1);
    }
    setErrors(problems);
    if (inputRef.current) inputRef.current.value = '';
  };

  const move = (url: string) => update({ photos: [url, ...listing.photos.filter((p) => p !== url)] });
  const remove = (url: string) => update({ photos: listing.photos.filter((p) => p !== url) });

  return (
    <section className="portal-card" aria-labelledby="photos-title">
      <h2 id="photos-title">Photos</h2>
      <p className="portal-muted">
        JPEG, PNG or WebP, up to {Math.round(PHOTO_MAX_BYTES / 1024 / 1024)} MB each. The first photo is your
        cover.
      </p>
      {listing.photos.length > 0 ? (
        <ul className="vp-photos">
          {listing.photos.map((url, index) => (
            <li key={url} className="vp-photos__item">
              <img
                src={url}
                alt={`${listing.business_name || 'Your business'}, ${index + 1} of ${listing.photos.length}`}
              />
              {index === 0 ? <span className="vp-photos__cover">Cover</span> : null}
              <div className="vp-photos__actions">
                {index > 0 ? (
                  <button
                    type="button"
                    className="vp-icon-btn"
                    aria-label={`Make photo ${index + 1} the cover`}
                    onClick={() => move(url)}
                  >
                    <Star size={16} aria-hidden="true" />
                  </button>
                ) : null}
                <button
                  type="button"
                  className="vp-icon-btn"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => remove(url)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <label className={`vp-photos__upload ${full ? 'is-disabled' : ''}`}>
        {uploading > 0 ? (
          <LoaderCircle size={20} className="spin" aria-hidden="true" />
        ) : (
          <ImagePlus size={20} aria-hidden="true" />
        )}
        <span>{uploading > 0 ? `Uploading ${uploading}…` : full ? 'Photo limit reached' : 'Add photos'}</span>
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="sr-only"
          disabled={full || uploading > 0}
          onChange={(e) => void onFiles(e.target.files)}
        />
      </label>
      {errors.length > 0 ? (
        <div className="notice notice--error" role="alert">
          <ul className="vp-photos__errors">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The directory card as couples see it, drawn from the live document. */
export function ListingPreviewCard({ listing }: { listing: Listing }) {
  const category = vendorCategoryByApiCategory(listing.category);
  const cover = listing.photos[0];
  return (
    <article className="vp-card">
      <div className="vp-card__media">
        {cover ? (
          <img src={cover} alt="" />
        ) : (
          <span className="vp-card__placeholder" aria-hidden="true">
            <Camera size={40} />
          </span>
        )}
        {listing.price_range ? <span className="vp-card__price">{listing.price_range}</span> : null}
      </div>
      <div className="vp-card__body">
        <p className="vp-card__category">{category?.name ?? 'Category'}</p>
        <h3 className="vp-card__name">{listing.business_name || 'Your business name'}</h3>
        <p className="vp-card__place">
          <MapPin size={14} aria-hidden="true" />
          {listing.city || 'City'}
          {listing.state ? `, ${listing.state}` : ''}
        </p>
        <p className="vp-card__description">
          {listing.description ||
            'Your description appears here: what you do, your style and what a booking includes.'}
        </p>
        {listing.services.length > 0 ? (
          <ul className="vp-card__services">
            {listing.services.slice(0, 4).map((s) => (
              <li key={s}>{s}</li>
            ))}
            {listing.services.length > 4 ? <li>+{listing.services.length - 4} more</li> : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** The states the directory has pages for; a stored code outside them shows as "Choose a state". */
const STATE_OPTIONS = Object.entries(US_STATES).sort(([, a], [, b]) => a.localeCompare(b));

function StateSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
}) {
  const known = value !== '' && US_STATES[value.toUpperCase()] !== undefined;
  return (
    <select
      id={id}
      className="input"
      required
      autoComplete="address-level1"
      value={known ? value.toUpperCase() : ''}
      onChange={(e) => {
        if (e.target.value !== '') onChange(e.target.value);
      }}
    >
      <option value="" disabled>
        Choose a state
      </option>
      {STATE_OPTIONS.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
