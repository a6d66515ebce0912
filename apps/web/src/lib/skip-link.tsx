// The first stop of the Tab key on a page with a header: past the header to the page's main landmark,
// which is `<main id="main">` (with tabIndex={-1} where the header is long, so focus moves into it).
// Hidden until focused (.skip-link in global.css).
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}
