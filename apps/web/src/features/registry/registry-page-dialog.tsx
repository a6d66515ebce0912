// The couple's registry page itself: its title, the welcome guests read above the gifts, and its
// address. Saved through the API, which keeps an address to the registry that had it first (a 409
// names it taken); the plan document then carries the change to every open tab.
import { MAX_REGISTRY_SLUG_LENGTH, REGISTRY_SLUG_PATTERN, type Registry } from '@confetti/plan';
import { useState } from 'react';
import { serviceMessageOr } from '../../lib/api';
import { registryApi } from './api';
import { coupleRegistryPath } from './format';
import { RegistryFormDialog, useRegistryFormError } from './item-dialogs';

export const REGISTRY_TITLE_MAX_LENGTH = 120;
export const REGISTRY_MESSAGE_MAX_LENGTH = 2000;

export function RegistryPageDialog({
  planId,
  registry,
  onClose,
  onSaved,
}: {
  planId: string;
  registry: Registry;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [title, setTitle] = useState(registry.title);
  const [message, setMessage] = useState(registry.message);
  const [slug, setSlug] = useState(registry.slug);
  const formId = 'registry-page';
  const { error, errorId, refuse, field } = useRegistryFormError(formId);
  const [saving, setSaving] = useState(false);
  const origin = typeof window === 'undefined' ? '' : window.location.origin.replace(/^https?:\/\//, '');

  const save = async () => {
    const wantedSlug = slug.trim().toLowerCase();
    if (title.trim() === '') return refuse('Give your registry a title.', 'title');
    if (!REGISTRY_SLUG_PATTERN.test(wantedSlug) || wantedSlug.length > MAX_REGISTRY_SLUG_LENGTH) {
      return refuse(
        'Use lower-case letters, digits and single hyphens for the address, such as olivia-and-james.',
        'slug',
      );
    }
    refuse(null);
    setSaving(true);
    try {
      await registryApi.rename(planId, registry.id, {
        title: title.trim(),
        message: message.trim(),
        slug: wantedSlug,
      });
      onSaved(
        wantedSlug === registry.slug
          ? 'Your registry page is saved.'
          : 'Your registry page is saved. Its new address is the one to share: the old link no longer opens it.',
      );
    } catch (caught) {
      const text = serviceMessageOr(caught, 'Your registry page could not be saved. Please try again.');
      refuse(text, /address/i.test(text) ? 'slug' : null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <RegistryFormDialog
      title="Your registry page"
      description="What guests see at the top of your page, and the address you share with them."
      formId={formId}
      submitLabel="Save"
      error={error}
      errorId={errorId}
      busy={saving}
      onClose={onClose}
      onSubmit={() => void save()}
    >
      <label className="field">
        <span className="field__label">Title</span>
        <input
          className="input"
          maxLength={REGISTRY_TITLE_MAX_LENGTH}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          {...field('title')}
        />
      </label>
      <label className="field">
        <span className="field__label">Welcome message (optional)</span>
        <textarea
          className="input"
          rows={4}
          maxLength={REGISTRY_MESSAGE_MAX_LENGTH}
          placeholder="Your presence is the best gift. If you would like to give something, here are a few ideas."
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">Address</span>
        <span className="registry-form__address">
          <span className="registry-form__prefix" aria-hidden="true">
            {`${origin}${coupleRegistryPath('')}`}
          </span>
          <input
            className="input"
            maxLength={MAX_REGISTRY_SLUG_LENGTH}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={slug}
            onChange={(e) => setSlug(e.currentTarget.value)}
            {...field('slug')}
          />
        </span>
      </label>
    </RegistryFormDialog>
  );
}
