import '@/styles/patterns/spinner.css';

/** A quiet spinning ring with its words for screen readers: the page's first load (spec 001). */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="stylist-spinner stack" role="status">
      <span className="stylist-spinner__ring spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
