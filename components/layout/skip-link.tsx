export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="skip-link"
    >
      Skip to main content
    </a>
  );
}
