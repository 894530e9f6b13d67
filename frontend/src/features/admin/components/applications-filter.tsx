import { APPLICATION_FILTERS, type ApplicationFilter } from '../application-review';
import '@/styles/patterns/pill-toggle.css';

/**
 * Which applications the page shows: All, or one step (New, Reviewed, Interviewing, Hired,
 * Declined), as pressed buttons in a named group; it wraps onto a second line on a phone.
 */
export function ApplicationsFilter({
  value,
  onChange,
}: {
  value: ApplicationFilter;
  onChange: (filter: ApplicationFilter) => void;
}) {
  return (
    <fieldset className="applications-filter">
      <legend className="visually-hidden">Show applications by status</legend>
      <span className="caps-heading" aria-hidden="true">
        Show
      </span>
      <div className="applications-filter__options cluster gap-2">
        {APPLICATION_FILTERS.map(({ status, label }) => (
          <button
            key={status ?? 'all'}
            type="button"
            className="pill-toggle"
            aria-pressed={value === status}
            onClick={() => onChange(status)}
          >
            {label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
