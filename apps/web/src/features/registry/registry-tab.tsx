// The Registry tab: the couple's gifts with how far guests have got (progress bars), adding from the
// catalog, a cash fund or a gift from another store, the public link with its QR code, the gifts
// guests recorded with a thank-you checkbox each, and the figures. Registries and items are the plan
// document; purchases are server rows: the server marks the registry when one arrives, and this tab
// refetches on that mark, so a gift bought on a guest's phone shows here at once.
import {
  addProductToRegistry,
  addRegistryItem,
  catalogProductFacts,
  deleteEntity,
  GIFT_QUANTITY_TOO_MANY,
  MAX_REGISTRY_QUANTITY,
  type RegistryItem,
  type RegistryPurchaseFacts,
  registryItemProgress,
  updateRegistryItem,
} from '@confetti/plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Gift, HandCoins, Link2, Minus, Pencil, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serviceMessageOr } from '../../lib/api';
import { CopyLinkButton } from '../../lib/copy-link-button';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { useCanEdit, usePlan, useWeddingInfo } from '../../plan';
import { useConfirm } from '../planner/confirm-dialog';
import { RegistryAnalyticsChart } from './analytics-chart';
import { marketplaceApi, type RegistryPurchase, registryApi, useRegistryPurchases } from './api';
import { categoryBesideType, coupleRegistryPath, formatGiftDate, price, productAddedNotice } from './format';
import { GiftPicture } from './gift-picture';
import { CashFundDialog, CatalogDialog, ExternalGiftDialog } from './item-dialogs';
import { RegistryPageDialog } from './registry-page-dialog';
import { giftsBoughtValue, useCoupleRegistry } from './use-couple-registry';
import './registry.css';

type Adding = 'catalog' | 'fund' | 'external' | null;

export function RegistryTab() {
  const { doc } = usePlan();
  const canEdit = useCanEdit();
  const info = useWeddingInfo();
  const { planId, registry, items, version, analytics } = useCoupleRegistry();
  // Who gave what (names, emails, messages) is for the couple and their planner, not for viewers.
  const purchases = useRegistryPurchases(planId, canEdit ? (registry?.id ?? null) : null, version);
  const [adding, setAdding] = useState<Adding>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [editingPage, setEditingPage] = useState(false);
  const [pageSaved, setPageSaved] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();
  const client = useQueryClient();
  const added = useProductFromLink(registry?.id ?? null, canEdit, setNotice);
  const pendingProduct = useSearchParams()[0].get(ADD_PARAM);

  const facts: RegistryPurchaseFacts[] = useMemo(
    () =>
      (purchases.data ?? []).map((p) => ({
        itemId: p.item_id,
        quantity: p.quantity,
        amount: p.amount,
        thankYouSent: p.thank_you_sent,
      })),
    [purchases.data],
  );

  // Creating replaces the button that had focus with the registry, which arrives over the socket a
  // moment later: its first action then takes focus, unless the person has moved on meanwhile.
  const addFromCatalog = useRef<HTMLButtonElement>(null);
  const focusWhenCreated = useRef(false);
  const create = useMutation({
    mutationFn: () => {
      const names = [info.partner1Name, info.partner2Name].filter(Boolean).join(' & ');
      return registryApi.create(planId, names ? `${names}’s Registry` : 'Our Registry');
    },
    onError: (error) => {
      focusWhenCreated.current = false;
      setNotice(serviceMessageOr(error, 'The registry could not be created. Please try again.'));
    },
  });

  useEffect(() => {
    if (!registry || !focusWhenCreated.current) return;
    focusWhenCreated.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) addFromCatalog.current?.focus();
  }, [registry]);

  const thank = useMutation({
    mutationFn: ({ id, sent }: { id: string; sent: boolean }) => registryApi.thankYou(planId, id, sent),
    // The box ticks at once; a failure puts it back (the refetch below) and says so.
    onMutate: ({ id, sent }) =>
      client.setQueriesData<RegistryPurchase[]>({ queryKey: ['registry', planId] }, (old) =>
        Array.isArray(old) ? old.map((p) => (p.id === id ? { ...p, thank_you_sent: sent } : p)) : old,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['registry', planId] }),
    onError: (error) => setNotice(serviceMessageOr(error, 'The thank-you note could not be saved.')),
  });

  const removePurchase = useMutation({
    mutationFn: (id: string) => registryApi.removePurchase(planId, id),
    onSettled: () => client.invalidateQueries({ queryKey: ['registry', planId] }),
    onError: (error) => setNotice(serviceMessageOr(error, 'The gift record could not be removed.')),
  });
  const askToRemove = async (purchase: RegistryPurchase) => {
    const yes = await confirm({
      title: 'Remove this gift record?',
      question: `${purchase.purchaser_name}’s record leaves your list and no longer counts towards the gift, so guests can choose it again. Remove it only if it is a mistake: nobody is told.`,
      confirmLabel: 'Remove record',
    });
    if (yes) removePurchase.mutate(purchase.id);
  };

  if (!registry) {
    return (
      <section className="registry">
        <header className="registry-header">
          <div>
            <p className="eyebrow">Gift registry</p>
            <h1>Registry</h1>
            <p className="registry-header__lede">
              One list for everything you would love: gifts from our catalog, a honeymoon fund, or anything
              from another store. Guests open your page, choose a gift and tell you; nobody buys the same
              thing twice.
            </p>
          </div>
        </header>
        <div className="registry-empty card">
          <Gift size={32} aria-hidden="true" />
          {canEdit ? (
            <>
              <p>
                You have no registry yet.
                {pendingProduct ? ' Create it and the gift you chose in the catalog goes on it.' : ''}
              </p>
              <button
                type="button"
                className="btn btn--primary"
                disabled={create.isPending}
                onClick={() => {
                  focusWhenCreated.current = true;
                  create.mutate();
                }}
              >
                {create.isPending ? 'Creating…' : 'Create our registry'}
              </button>
            </>
          ) : (
            <p>The couple has not started a registry yet.</p>
          )}
          {notice && (
            <p className="notice notice--error" role="alert">
              {notice}
            </p>
          )}
        </div>
      </section>
    );
  }

  const shareUrl = `${window.location.origin}${coupleRegistryPath(registry.slug)}`;
  const picked = new Set(items.map((i) => i.productId).filter((id): id is string => id !== null));
  const thankYouLeft = (purchases.data ?? []).filter((p) => !p.thank_you_sent).length;

  function save(action: () => void): string | null {
    try {
      action();
      setAdding(null);
      setNotice(null);
      return null;
    } catch (error) {
      return error instanceof Error && error.message ? error.message : 'Could not save. Please try again.';
    }
  }

  async function remove(item: RegistryItem) {
    // Guests who already bought or gave to it keep their record (for the thank-you note), but the
    // gift's value leaves the totals with it: say so before it happens.
    const givers = [
      ...new Set((purchases.data ?? []).filter((p) => p.item_id === item.id).map((p) => p.purchaser_name)),
    ];
    const already =
      givers.length === 0
        ? ''
        : ` ${givers.length === 1 ? givers[0] : `${givers.length} guests`} already ${
            item.itemType === 'cash_fund' ? 'gave to it' : 'bought it'
          }: it leaves your page and the amounts above, and their gift stays under Gifts from guests.`;
    const ok = await confirm({
      title: 'Remove gift',
      question: `Remove "${item.name}" from your registry?${already}`,
      confirmLabel: 'Remove',
    });
    if (ok) deleteEntity(doc, 'registryItems', item.id);
  }

  return (
    <section className="registry">
      <header className="registry-header">
        <div>
          <p className="eyebrow">Gift registry</p>
          <h1>{registry.title}</h1>
          <p className="registry-header__lede">
            Guests choose a gift on your page and tell you what they bought or gave. No payment goes through
            Confetti.
          </p>
          {registry.message && <p className="registry-header__welcome">“{registry.message}”</p>}
          {canEdit && (
            <button
              type="button"
              className="btn btn--ghost btn--sm registry-header__edit"
              onClick={() => setEditingPage(true)}
            >
              <Pencil size={15} aria-hidden="true" /> Title, welcome and address
            </button>
          )}
        </div>
        {canEdit && (
          <div className="registry-header__actions">
            <button
              ref={addFromCatalog}
              type="button"
              className="btn btn--primary"
              onClick={() => setAdding('catalog')}
            >
              <ShoppingBag size={17} aria-hidden="true" /> Add from catalog
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setAdding('fund')}>
              <HandCoins size={17} aria-hidden="true" /> Add a cash fund
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setAdding('external')}>
              <Link2 size={17} aria-hidden="true" /> Add from another store
            </button>
          </div>
        )}
      </header>

      {notice && (
        <p className="notice notice--error" role="alert">
          {notice}
        </p>
      )}
      {/* Always in the page, so a gift added from a catalog link (which arrives after the tab) and a
          saved page are said, not only shown. */}
      <div className="registry-said" role="status">
        {added && <p className="notice notice--success">{added}</p>}
        {pageSaved && <p className="notice notice--success">{pageSaved}</p>}
      </div>
      {editingPage && (
        <RegistryPageDialog
          planId={planId}
          registry={registry}
          onClose={() => setEditingPage(false)}
          onSaved={(message) => {
            setEditingPage(false);
            setPageSaved(message);
          }}
        />
      )}

      <div className="registry-top">
        <section className="registry-share card" aria-labelledby="registry-share-title">
          <div className="registry-share__text">
            <h2 id="registry-share-title">Share your registry</h2>
            <p className="registry-muted">Send this link, or print the code on your invitations.</p>
            <p className="registry-share__url">
              <a href={coupleRegistryPath(registry.slug)} target="_blank" rel="noreferrer">
                {shareUrl.replace(/^https?:\/\//, '')}
              </a>
            </p>
            <div className="registry-share__buttons">
              <CopyLinkButton url={shareUrl} />
              <a
                className="btn btn--ghost"
                href={coupleRegistryPath(registry.slug)}
                target="_blank"
                rel="noreferrer"
              >
                <ExternalLink size={16} aria-hidden="true" /> Open page
              </a>
            </div>
          </div>
          <QRCodeSVG
            value={shareUrl}
            size={120}
            className="registry-share__qr"
            title="QR code for your registry page"
          />
        </section>
        <dl className="registry-stats">
          <div className="registry-stat">
            <dt>Gifts received</dt>
            <dd>{purchases.data?.length ?? '…'}</dd>
          </div>
          <div className="registry-stat">
            <dt>Bought so far</dt>
            {/* Gifts only: what guests gave to the funds is the next figure, not counted twice. */}
            <dd>{analytics.data ? price(giftsBoughtValue(analytics.data)) : '…'}</dd>
          </div>
          <div className="registry-stat">
            <dt>Cash raised</dt>
            <dd>{analytics.data ? price(analytics.data.cash_raised) : '…'}</dd>
          </div>
          <div className="registry-stat">
            <dt>Thank-you notes left</dt>
            <dd>{purchases.data ? thankYouLeft : '…'}</dd>
          </div>
        </dl>
      </div>

      <section aria-labelledby="registry-items-title" className="registry-section">
        <h2 id="registry-items-title">Your gifts ({items.length})</h2>
        {items.length === 0 ? (
          <p className="registry-muted card registry-empty-line">
            Nothing here yet. Add gifts from the catalog, a cash fund or a link to another store.
          </p>
        ) : (
          <ul className="registry-items">
            {items.map((item) => (
              <RegistryItemRow
                key={item.id}
                item={item}
                facts={facts}
                canEdit={canEdit}
                onRemove={() => void remove(item)}
                onQuantity={(quantity) => updateRegistryItem(doc, item.id, { quantity })}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="registry-gifts-title" className="registry-section">
        <h2 id="registry-gifts-title">
          Gifts from guests{' '}
          <span className="registry-thanks-left">
            {thankYouLeft} thank-you {thankYouLeft === 1 ? 'note' : 'notes'} left
          </span>
        </h2>
        {!canEdit && (
          <p className="registry-muted card registry-empty-line">
            The gifts guests have given, and who gave them, are visible to the couple and their planner.
          </p>
        )}
        {purchases.isError && (
          <p className="notice notice--error" role="alert">
            {serviceMessageOr(purchases.error, 'Gifts could not be loaded.')}
          </p>
        )}
        {purchases.data && purchases.data.length === 0 && (
          <p className="registry-muted card registry-empty-line">
            No gifts yet. When a guest tells you what they bought, it shows here.
          </p>
        )}
        {purchases.data && purchases.data.length > 0 && (
          <ul className="registry-purchases">
            {purchases.data.map((p) => (
              <PurchaseRow
                key={p.id}
                purchase={p}
                canEdit={canEdit}
                onThank={(sent) => thank.mutate({ id: p.id, sent })}
                onRemove={() => void askToRemove(p)}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="registry-figures-title" className="registry-section card">
        <h2 id="registry-figures-title">Registry analytics</h2>
        {analytics.data ? (
          <RegistryAnalyticsChart analytics={analytics.data} />
        ) : (
          <p className="registry-muted">Loading…</p>
        )}
      </section>

      {adding === 'catalog' && (
        <CatalogDialog
          picked={picked}
          onClose={() => setAdding(null)}
          onPick={(product) => {
            const item = addProductToRegistry(doc, registry.id, catalogProductFacts(product), 1, new Date());
            return productAddedNotice(item.name, item.quantity);
          }}
        />
      )}
      {adding === 'fund' && (
        <CashFundDialog
          onClose={() => setAdding(null)}
          onSave={(input) =>
            save(() => addRegistryItem(doc, { ...input, registryId: registry.id }, new Date()))
          }
        />
      )}
      {adding === 'external' && (
        <ExternalGiftDialog
          onClose={() => setAdding(null)}
          onSave={(input) =>
            save(() => addRegistryItem(doc, { ...input, registryId: registry.id }, new Date()))
          }
        />
      )}
      {confirmDialog}
    </section>
  );
}

function RegistryItemRow({
  item,
  facts,
  canEdit,
  onRemove,
  onQuantity,
}: {
  item: RegistryItem;
  facts: readonly RegistryPurchaseFacts[];
  canEdit: boolean;
  onRemove: () => void;
  onQuantity: (quantity: number) => void;
}) {
  const progress = registryItemProgress(item, facts);
  const isFund = item.itemType === 'cash_fund';
  const category = categoryBesideType(isFund ? 'Cash fund' : null, item.category);
  const fewest = Math.max(1, progress.purchased);
  const oneMore = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const label = isFund
    ? `${price(progress.raised)} of ${price(item.goalAmount ?? 0)} raised`
    : `${progress.purchased} of ${item.quantity} bought`;
  return (
    <li className="registry-item card" data-complete={progress.complete || undefined}>
      <GiftPicture
        url={item.imageUrl}
        isFund={isFund}
        className="registry-item__image"
        size={72}
        iconSize={28}
      />
      <div className="registry-item__body">
        <h3 className="registry-item__name">{item.name}</h3>
        <p className="registry-item__meta">
          {isFund ? 'Cash fund' : item.price !== null ? price(item.price) : 'Price not set'}
          {item.itemType === 'external' && item.url && (
            <>
              {' · '}
              <a href={item.url} target="_blank" rel="noreferrer">
                Store link
              </a>
            </>
          )}
          {category && ` · ${category}`}
        </p>
        <div
          className="registry-progress"
          role="progressbar"
          aria-label={`${item.name}: ${label}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
        >
          <span className="registry-progress__fill" style={{ width: `${progress.percent}%` }} />
        </div>
        <p className="registry-item__progress">{progress.complete && !isFund ? 'All bought' : label}</p>
      </div>
      {canEdit && (
        <div className="registry-item__actions">
          {!isFund && (
            <fieldset className="registry-stepper">
              <legend className="sr-only">How many {item.name}</legend>
              <button
                type="button"
                className="btn btn--ghost"
                aria-label={`One fewer ${item.name}`}
                // Never fewer than guests have already bought.
                disabled={item.quantity <= fewest}
                title={
                  progress.purchased > 1 && item.quantity <= progress.purchased
                    ? `Guests have bought ${progress.purchased}`
                    : undefined
                }
                onClick={() => {
                  onQuantity(item.quantity - 1);
                  // Down to the fewest, this button is disabled and would drop the focus to the page.
                  if (item.quantity - 1 <= fewest) focusAfterRender(() => oneMore.current);
                }}
              >
                <Minus size={14} aria-hidden="true" />
              </button>
              {/* Said when it changes: pressing One more or One fewer is otherwise silent to a screen reader. */}
              <span aria-live="polite" aria-atomic="true">
                {item.quantity}
                <span className="sr-only"> wanted</span>
              </span>
              <button
                type="button"
                className="btn btn--ghost"
                aria-label={`One more ${item.name}`}
                ref={oneMore}
                disabled={item.quantity >= MAX_REGISTRY_QUANTITY}
                title={item.quantity >= MAX_REGISTRY_QUANTITY ? GIFT_QUANTITY_TOO_MANY : undefined}
                onClick={() => onQuantity(item.quantity + 1)}
              >
                <Plus size={14} aria-hidden="true" />
              </button>
            </fieldset>
          )}
          <button
            type="button"
            className="btn btn--ghost"
            aria-label={`Remove ${item.name}`}
            onClick={onRemove}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        </div>
      )}
    </li>
  );
}

function PurchaseRow({
  purchase,
  canEdit,
  onThank,
  onRemove,
}: {
  purchase: RegistryPurchase;
  canEdit: boolean;
  onThank: (sent: boolean) => void;
  onRemove: () => void;
}) {
  // The box follows the click at once (the mutation's optimistic update lands a tick later, and a
  // live refetch may pass in between); it follows the server again whenever the server's value moves.
  const [sent, setSent] = useState(purchase.thank_you_sent);
  useEffect(() => setSent(purchase.thank_you_sent), [purchase.thank_you_sent]);
  const what =
    purchase.item_type === 'cash_fund'
      ? `gave ${price(purchase.amount ?? 0)} to ${purchase.item_name ?? 'a fund'}`
      : `bought ${purchase.quantity && purchase.quantity > 1 ? `${purchase.quantity} × ` : ''}${purchase.item_name ?? 'a gift'}`;
  return (
    <li className="registry-purchase card">
      <div>
        <p className="registry-purchase__who">
          <strong>{purchase.purchaser_name}</strong> {what}
        </p>
        {purchase.message && <p className="registry-purchase__message">“{purchase.message}”</p>}
        <p className="registry-muted">
          {formatGiftDate(purchase.created_at)}
          {purchase.purchaser_email && ` · ${purchase.purchaser_email}`}
        </p>
      </div>
      <label className="registry-purchase__thanks">
        <input
          type="checkbox"
          checked={sent}
          disabled={!canEdit}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setSent(next);
            onThank(next);
          }}
        />
        Thank-you sent
        {/* Which gift's note: every purchase has this box, and a screen reader lists them by name. */}
        <span className="sr-only"> to {purchase.purchaser_name}</span>
      </label>
      {canEdit && (
        <button
          type="button"
          className="btn btn--ghost registry-purchase__remove"
          aria-label={`Remove the gift record from ${purchase.purchaser_name}`}
          title="Remove this record"
          onClick={onRemove}
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

/** `/app/registry?add=<product slug>`: the catalog's "Add to your registry" for a signed-in couple. */
const ADD_PARAM = 'add';

/**
 * Adds the catalog product the address names to the registry once there is one (a couple without a
 * registry creates it first), then drops it from the address so a reload does not add it again.
 * Answers what to tell the couple once it is on the list.
 */
function useProductFromLink(
  registryId: string | null,
  canEdit: boolean,
  onError: (message: string) => void,
): string | null {
  const { doc } = usePlan();
  const [params, setParams] = useSearchParams();
  const slug = params.get(ADD_PARAM);
  const [added, setAdded] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!slug || !registryId || !canEdit || started.current === slug) return;
    started.current = slug;
    const clear = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(ADD_PARAM);
          return next;
        },
        { replace: true },
      );
    marketplaceApi
      .product(slug)
      .then((product) => {
        const item = addProductToRegistry(doc, registryId, catalogProductFacts(product), 1, new Date());
        setAdded(productAddedNotice(item.name, item.quantity));
      })
      .catch((error) => onError(serviceMessageOr(error, 'That gift could not be added. Please try again.')))
      .finally(clear);
  }, [slug, registryId, canEdit, doc, setParams, onError]);
  return added;
}
