// The Registry tab's dialogs: adding a cash fund or a gift from another store (the doc rules say
// what is missing), and picking products from the catalog.
import {
  type AddRegistryItemInput,
  GIFT_NAME_MAX_LENGTH,
  MAX_REGISTRY_QUANTITY,
  registryItemProblem,
} from '@confetti/plan';
import { parseDollars } from '@confetti/plan/rules/money';
import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { Dialog } from '../planner/dialog';
import { safeWebsite } from '../vendors/vendors-view';
import type { MarketplaceProduct } from './api';
import { CatalogBrowser } from './catalog-browser';
import { type CatalogSearch, NO_SEARCH } from './catalog-search';

/**
 * What a registry form refused, and the field at fault: that field is marked invalid, described by
 * the message and given focus, so a screen reader says which field and why (the alert alone names
 * neither), as in the vendor form. `field(name)` goes on each input: its id, and the marks when it
 * is at fault; `refuse(message, name)` names the field (by the name given to `field`) or none.
 */
export function useRegistryFormError(formId: string) {
  const [error, setError] = useState<{ text: string; field: string | null } | null>(null);
  const focusAfterRender = useFocusAfterRender();
  const errorId = `${formId}-error`;
  const idOf = (name: string) => `${formId}-${name}`;
  return {
    error: error?.text ?? null,
    errorId,
    refuse: (text: string | null, field: string | null = null) => {
      setError(text === null ? null : { text, field });
      if (text !== null && field !== null) focusAfterRender(() => document.getElementById(idOf(field)));
    },
    field: (name: string) => ({
      id: idOf(name),
      ...(error?.field === name ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
    }),
  };
}

/**
 * The frame the registry's dialogs share (adding a gift, the page's title and address): Cancel and
 * a submit button, the form, and its error (with `errorId`, for fields that point at it).
 */
export function RegistryFormDialog({
  title,
  description,
  formId,
  submitLabel,
  error,
  errorId,
  busy = false,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  formId: string;
  submitLabel: string;
  error: string | null;
  errorId?: string;
  /** While saving: the submit button waits, with a spinner. */
  busy?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      description={description}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={busy}>
            {busy ? <LoaderCircle size={16} className="spin" aria-hidden="true" /> : null}
            {submitLabel}
          </button>
        </>
      }
    >
      <form
        method="post"
        id={formId}
        // Our own checks name the field at fault; the browser's would stop a "www." address first.
        noValidate
        className="registry-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error && (
          <p id={errorId} className="notice notice--error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

export function CashFundDialog({
  onSave,
  onClose,
}: {
  onSave: (input: Omit<AddRegistryItemInput, 'registryId'>) => string | null;
  onClose: () => void;
}) {
  const [name, setName] = useState('Honeymoon fund');
  const [goal, setGoal] = useState('');
  const [description, setDescription] = useState('');
  const formId = 'registry-cash-fund';
  const { error, errorId, refuse, field } = useRegistryFormError(formId);
  return (
    <RegistryFormDialog
      title="Add a cash fund"
      description="Guests say how much they are giving; the bar fills towards your goal."
      formId={formId}
      submitLabel="Add fund"
      error={error}
      errorId={errorId}
      onClose={onClose}
      onSubmit={() => {
        const goalAmount = parseDollars(goal);
        if (Number.isNaN(goalAmount)) return refuse('Enter the goal in dollars, such as 3000.', 'goalAmount');
        const input = {
          name,
          description,
          itemType: 'cash_fund' as const,
          goalAmount,
          category: 'Cash funds',
        };
        const problem = registryItemProblem({
          name,
          itemType: 'cash_fund',
          goalAmount,
          url: null,
          price: null,
        });
        if (problem) return refuse(problem.message, problem.field);
        refuse(onSave(input));
      }}
    >
      <label className="field">
        <span className="field__label">Name</span>
        <input
          className="input"
          maxLength={GIFT_NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          {...field('name')}
        />
      </label>
      <label className="field">
        <span className="field__label">Goal ($)</span>
        <input
          className="input"
          inputMode="decimal"
          placeholder="3000"
          value={goal}
          onChange={(e) => setGoal(e.currentTarget.value)}
          {...field('goalAmount')}
        />
      </label>
      <label className="field">
        <span className="field__label">What it is for (optional)</span>
        <textarea
          className="input"
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
      </label>
    </RegistryFormDialog>
  );
}

export function ExternalGiftDialog({
  onSave,
  onClose,
}: {
  onSave: (input: Omit<AddRegistryItemInput, 'registryId'>) => string | null;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [priceText, setPriceText] = useState('');
  const [quantity, setQuantity] = useState('1');
  const formId = 'registry-external';
  const { error, errorId, refuse, field } = useRegistryFormError(formId);
  return (
    <RegistryFormDialog
      title="Add a gift from another store"
      description="Guests follow your link to buy it there, then tell you here."
      formId={formId}
      submitLabel="Add gift"
      error={error}
      errorId={errorId}
      onClose={onClose}
      onSubmit={() => {
        const itemPrice = parseDollars(priceText);
        if (Number.isNaN(itemPrice)) return refuse('Enter the price in dollars, such as 120.', 'price');
        const count = Number(quantity);
        // "www.example.com/mixer" is taken as https://, as a vendor's website is.
        const link = url.trim() === '' ? '' : (safeWebsite(url.trim()) ?? url.trim());
        if (itemPrice !== null && !(Number.isFinite(itemPrice) && itemPrice >= 0))
          return refuse('Enter the price in dollars, such as 120.', 'price');
        if (!(Number.isInteger(count) && count >= 1)) return refuse('Ask for at least 1.', 'quantity');
        const problem = registryItemProblem({
          name,
          itemType: 'external',
          goalAmount: null,
          url: link,
          price: itemPrice,
          quantity: count,
        });
        if (problem) return refuse(problem.message, problem.field);
        refuse(onSave({ name, url: link, price: itemPrice, quantity: count, itemType: 'external' }));
      }}
    >
      <label className="field">
        <span className="field__label">Gift</span>
        <input
          className="input"
          maxLength={GIFT_NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          {...field('name')}
        />
      </label>
      <label className="field">
        <span className="field__label">Web address</span>
        <input
          className="input"
          type="url"
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          {...field('url')}
        />
      </label>
      <div className="registry-form__row">
        <label className="field">
          <span className="field__label">Price ($)</span>
          <input
            className="input"
            inputMode="decimal"
            value={priceText}
            onChange={(e) => setPriceText(e.currentTarget.value)}
            {...field('price')}
          />
        </label>
        <label className="field">
          <span className="field__label">How many</span>
          <input
            className="input"
            inputMode="numeric"
            maxLength={String(MAX_REGISTRY_QUANTITY).length}
            value={quantity}
            onChange={(e) => setQuantity(e.currentTarget.value)}
            {...field('quantity')}
          />
        </label>
      </div>
    </RegistryFormDialog>
  );
}

export function CatalogDialog({
  picked,
  onPick,
  onClose,
}: {
  picked: ReadonlySet<string>;
  /** Puts the product on the registry (one more of it when it is there) and answers what to say. */
  onPick: (product: MarketplaceProduct) => string;
  onClose: () => void;
}) {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  // Kept while the dialog is open, not in the address: the dialog itself is not in it either, so a
  // reload or Back would show a search without its dialog.
  const [search, setSearch] = useState<CatalogSearch>(NO_SEARCH);
  const [added, setAdded] = useState<string | null>(null);
  return (
    <Dialog
      title="Add from the catalog"
      // A status from the start, so what each Add did is said, not only shown: focus stays on the
      // button, and the gift lands on the registry behind the dialog.
      description={<span role="status">{added ?? 'Over 200 gifts from our partner stores.'}</span>}
      size="lg"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          Done
        </button>
      }
    >
      <CatalogBrowser
        categoryId={categoryId}
        onCategoryChange={(id) => {
          setCategoryId(id);
          setSearch((shown) => ({ ...shown, page: 1 }));
        }}
        search={search}
        onSearchChange={(next) => setSearch(next)}
        picked={picked}
        pageSize={12}
        onPick={(product) => setAdded(onPick(product))}
      />
    </Dialog>
  );
}
