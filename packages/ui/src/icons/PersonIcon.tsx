/** A decorative head-and-shoulders outline; the element that holds it carries the accessible name. */
export function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="55%" height="55%" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
    </svg>
  );
}
