// Where keyboard focus goes when the control that has it disappears with its row (a deleted task,
// payment, vendor, guest, moment or table). Left alone, the browser drops focus to <body> and a
// keyboard user starts again from the top of the page. The place is chosen before the removal,
// while the row is still there to measure from, and focus moves once the row is gone:
//   1. the same control in the next row of the list (Delete on the next task),
//   2. else in the previous row,
//   3. else, when the list names one (`data-focus-when-empty`, a selector inside it), the control that
//      adds to it: the last budget item of a category hands focus to that category's "+ Item",
//   4. else the list's heading (the list is now empty),
//   5. else the same control in the nearest such row elsewhere (the whole group went with the row).
// "The same control" is the one of the same element and first class at the same place in its row:
// rows of one list are drawn by one component, so Edit and Delete line up from row to row.

const ROW = 'li, tr, [role="row"], [role="listitem"]';
const HEADING = 'h1, h2, h3, h4, h5, h6';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';
/** Local-first deletes render within a frame or two; after this the removal is not ours to follow. */
const WAIT_MS = 2000;

/**
 * Call with the control that has focus just before its row is removed (or with the row's own control
 * when focus is elsewhere in something that goes with it, such as a details panel). When the control
 * leaves the page and focus has fallen to <body>, focus goes to its successor; if the control stays,
 * or the person has already moved focus elsewhere, nothing happens.
 */
export function focusSuccessorWhenRemoved(control: Element | null | undefined): void {
  if (!(control instanceof HTMLElement) || !control.isConnected) return;
  const candidates = successorsOf(control);
  if (candidates.length === 0) return;

  const observer = new MutationObserver(settle);
  const timer = setTimeout(stop, WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  function settle() {
    if (control?.isConnected) return;
    const active = document.activeElement;
    // A confirmation dialog may still be closing: wait for it to hand focus back.
    if (active && active !== document.body && active.closest('dialog[open]')) return;
    stop();
    if (active && active !== document.body) return;
    const target = candidates.find((candidate) => candidate.isConnected && isShown(candidate));
    if (target) focusOn(target);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}

/** The places focus could go, best first; the page decides which still exist after the removal. */
function successorsOf(control: HTMLElement): HTMLElement[] {
  const row = control.closest(ROW);
  const list = row?.parentElement;
  if (!row || !list) return [];
  const index = likeControls(row, control).indexOf(control);
  if (index < 0) return [];
  /** The control in the first of `rows` that shows one where `control` is in its row. */
  const firstTwin = (rows: Element[]) => {
    for (const other of rows) {
      const twin = likeControls(other, control)[index];
      if (twin instanceof HTMLElement && isShown(twin)) return twin;
    }
    return null;
  };

  const rowsLikeIt = [...document.querySelectorAll(row.tagName)].filter(
    (other) => other !== row && sameKind(other, row),
  );
  const inList = rowsLikeIt.filter((other) => other.parentElement === list);
  const elsewhere = rowsLikeIt.filter((other) => other.parentElement !== list);
  const after = (rows: Element[]) => rows.filter((other) => follows(row, other));
  const before = (rows: Element[]) => rows.filter((other) => !follows(row, other)).reverse();

  const owner = list.closest<HTMLElement>('[data-focus-when-empty]');
  const whenEmpty = owner?.querySelector(owner.dataset.focusWhenEmpty ?? '');
  return [
    firstTwin(after(inList)),
    firstTwin(before(inList)),
    whenEmpty instanceof HTMLElement && !row.contains(whenEmpty) ? whenEmpty : null,
    headingOf(list, row),
    firstTwin(after(elsewhere)),
    firstTwin(before(elsewhere)),
  ].filter((candidate): candidate is HTMLElement => candidate instanceof HTMLElement);
}

/** The controls of the row that look like `control`: same element and first class, row by row. */
function likeControls(row: Element, control: Element): Element[] {
  return [...row.querySelectorAll(control.tagName)].filter(
    (other) => sameKind(other, control) && other.closest(ROW) === row && other.matches(FOCUSABLE),
  );
}

function sameKind(a: Element, b: Element): boolean {
  return a.tagName === b.tagName && (a.classList[0] ?? '') === (b.classList[0] ?? '');
}

function follows(reference: Element, other: Element): boolean {
  return (reference.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

/**
 * What names the list: its aria-labelledby, the first heading of its section, or a section named
 * by aria-label alone (then the section itself).
 */
function headingOf(list: Element, row: Element): HTMLElement | null {
  for (let at: Element | null = list; at && at !== document.body; at = at.parentElement) {
    const labelId = at.getAttribute('aria-labelledby')?.split(' ')[0];
    const label = labelId ? document.getElementById(labelId) : null;
    if (label && !row.contains(label)) return label;
    if (at.matches('section, article, [role="region"]')) {
      const heading = [...at.querySelectorAll<HTMLElement>(HEADING)].find((h) => !row.contains(h));
      if (heading) return heading;
      if (at.hasAttribute('aria-label') && at instanceof HTMLElement) return at;
    }
  }
  return null;
}

function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0;
}

/** A heading with a button in it (a collapsible section) gives focus to the button. */
function focusOn(target: HTMLElement) {
  const inner = target.matches(HEADING) ? target.querySelector<HTMLElement>(FOCUSABLE) : null;
  if (target.matches(FOCUSABLE) || inner) {
    (inner ?? target).focus();
    return;
  }
  // A heading or section takes focus only for this visit, so it does not join the tab order.
  target.setAttribute('tabindex', '-1');
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  target.focus();
}
