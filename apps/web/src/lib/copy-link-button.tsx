// A "Copy link" button that says it worked: the button reads "Copied" for a moment, and a status
// region beside it tells screen readers (a button's own label changing is not announced). When the
// browser refuses the clipboard (no permission, an insecure page), the region says so where it can be
// seen, so the person knows to copy the link by hand.
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** How long the button reads "Copied": long enough to see, short enough to copy again. */
const COPIED_FOR_MS = 4000;

export function CopyLinkButton({ url, className = 'btn btn--ghost' }: { url: string; className?: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'refused' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('No clipboard in this browser');
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
      timer.current = setTimeout(() => setOutcome(null), COPIED_FOR_MS);
    } catch {
      setOutcome('refused');
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={() => void copy()}>
        {outcome === 'copied' ? (
          <Check size={16} aria-hidden="true" />
        ) : (
          <Copy size={16} aria-hidden="true" />
        )}
        {outcome === 'copied' ? 'Copied' : 'Copy link'}
      </button>
      {/* Always in the page, so what is written into it is announced. */}
      <span role="status" className={outcome === 'refused' ? 'copy-link__refused' : 'sr-only'}>
        {outcome === 'copied' && 'Link copied.'}
        {outcome === 'refused' &&
          'This browser would not copy the link: please select it and copy it yourself.'}
      </span>
    </>
  );
}
