// Share the run of show with a vendor: a read-only link (optionally showing only the moments that
// vendor is responsible for, with the whole day for context), copied or scanned from a QR code. The
// link is shown once: only its digest is stored. Links already made are listed and can be turned off.
import { Check, Copy, Link2Off } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { serviceMessageOr } from '../../lib/api';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { useConfirm } from '../planner/confirm-dialog';
import { Dialog } from '../planner/dialog';
import { type CreatedShareLink, useCreateShareLink, useRevokeShareLink, useShareLinks } from './api';

/** When a link was made: two links for the same vendor are told apart by it. */
const MADE_AT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function ShareVendorDialog({
  planId,
  responsibleNames,
  onClose,
}: {
  planId: string;
  responsibleNames: string[];
  onClose: () => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [responsible, setResponsible] = useState('');
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const [copied, setCopied] = useState(false);
  const links = useShareLinks(planId);
  const create = useCreateShareLink(planId);
  const revoke = useRevokeShareLink(planId);
  const { confirm, confirmDialog } = useConfirm();
  const focusAfterRender = useFocusAfterRender();
  const copyButton = useRef<HTMLButtonElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  // One link per submit: a double click would otherwise make two, and show only the second.
  const creating = useRef(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '' || creating.current) return;
    creating.current = true;
    create.mutate(
      { name: name.trim(), responsible: responsible || null },
      {
        onSuccess: (link) => {
          setCreated(link);
          setCopied(false);
          setName('');
          setResponsible('');
          // The form is gone: focus goes to what is next, copying the link.
          focusAfterRender(() => copyButton.current);
        },
        onSettled: () => {
          creating.current = false;
        },
      },
    );
  }

  async function turnOff(link: { id: string; name: string }) {
    const yes = await confirm({
      title: 'Turn off this link?',
      question: `${link.name}'s page stops working at once. A link cannot be turned on again; you would make and send a new one.`,
      confirmLabel: 'Turn off',
    });
    if (yes) revoke.mutate(link.id);
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <Dialog
      title="Share the day with a vendor"
      description="They see a live, read-only timeline on their phone: what is on now, what is next, and their part of the day. No account needed."
      onClose={onClose}
      size="lg"
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          Done
        </button>
      }
    >
      {created ? (
        <section className="ros-share__created" aria-labelledby={`${id}-created`}>
          <h3 id={`${id}-created`}>Link for {created.name}</h3>
          <div className="ros-share__qr">
            <QRCodeSVG
              value={created.url}
              size={148}
              marginSize={2}
              title={`QR code of the link for ${created.name}`}
            />
          </div>
          <div className="ros-share__url">
            <label htmlFor={`${id}-url`} className="sr-only">
              Link for {created.name}
            </label>
            <input
              id={`${id}-url`}
              className="input"
              readOnly
              value={created.url}
              onFocus={(e) => e.target.select()}
            />
            <button
              ref={copyButton}
              type="button"
              className="btn btn--secondary"
              onClick={() => void copy(created.url)}
            >
              {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
          <p className="ros-share__hint">
            Copy or scan it now: for your safety we keep only a fingerprint of it and cannot show it again.{' '}
            <a href={created.url} target="_blank" rel="noreferrer">
              Open their page
            </a>
          </p>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setCreated(null);
              focusAfterRender(() => nameField.current);
            }}
          >
            Make another link
          </button>
        </section>
      ) : (
        <form method="post" className="ros-share__form" onSubmit={submit}>
          <label className="field" htmlFor={`${id}-name`}>
            <span className="field__label">Who is it for?</span>
            <input
              ref={nameField}
              id={`${id}-name`}
              className="input"
              maxLength={100}
              placeholder="e.g. Photographer"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <label className="field" htmlFor={`${id}-responsible`}>
            <span className="field__label">Their moments</span>
            <select
              id={`${id}-responsible`}
              className="input"
              value={responsible}
              onChange={(e) => setResponsible(e.target.value)}
            >
              <option value="">The whole day</option>
              {responsibleNames.map((n) => (
                <option key={n} value={n}>
                  Only {n}'s moments
                </option>
              ))}
            </select>
          </label>
          {create.error && (
            <p className="notice notice--error" role="alert">
              {serviceMessageOr(create.error, 'Could not make the link. Please try again.')}
            </p>
          )}
          <button
            type="submit"
            className="btn btn--primary"
            disabled={name.trim() === '' || create.isPending}
          >
            Create link
          </button>
        </form>
      )}

      <section className="ros-share__links" aria-labelledby={`${id}-links`}>
        <h3 id={`${id}-links`}>Links that work now</h3>
        {links.data && links.data.length === 0 && <p className="ros-share__hint">None yet.</p>}
        <ul>
          {links.data?.map((link) => (
            <li key={link.id}>
              <span>
                <strong>{link.name}</strong>
                <span className="ros-share__scope">
                  {link.responsible ? `Only ${link.responsible}` : 'Whole day'} · made{' '}
                  <time dateTime={link.created_at}>{MADE_AT.format(new Date(link.created_at))}</time>
                </span>
              </span>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={revoke.isPending}
                onClick={() => void turnOff(link)}
                aria-label={`Turn off the link for ${link.name}`}
              >
                <Link2Off size={16} aria-hidden="true" /> Turn off
              </button>
            </li>
          ))}
        </ul>
      </section>
      {confirmDialog}
    </Dialog>
  );
}
