import { FREE_CONSULTATION_VALID_DAYS } from '@beauty/domain/slots';
import { Link } from 'react-router-dom';
import { GiftIcon } from '@/components/icons';
import { Checkbox } from '@/components/ui/checkbox';
import { formatMemberSince } from '@/lib/booking-display';

/** The one free consultation, offered only while GET /api/consultations/free-status says eligible. */
export function FreeConsultationOption({
  checked,
  expiresAt,
  onChange,
  noService,
}: {
  checked: boolean;
  expiresAt: string | null;
  onChange: (checked: boolean) => void;
  /** Nothing is chosen to book yet: the consultation alone is asked for on the landing page. */
  noService: boolean;
}) {
  const until = expiresAt ? formatMemberSince(expiresAt) : '';
  return (
    <section className="free-consultation beside" aria-labelledby="book-free-consultation-title">
      <GiftIcon className="free-consultation__icon" />
      <div className="stack gap-3">
        <h2 id="book-free-consultation-title" className="free-consultation__title">
          Free Consultation
        </h2>
        <Checkbox
          id="book-includeConsultation"
          name="includeConsultation"
          label="Add my free consultation"
          description={`One free consultation per customer, valid for ${FREE_CONSULTATION_VALID_DAYS} days after you join${until && until !== 'Recently' ? ` (until ${until})` : ''}.`}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {checked && noService ? (
          <p className="fine-print" role="status">
            It comes with the services you book here. To meet us before choosing any,{' '}
            <Link to="/#consultation">request your free consultation</Link> and we'll reach out to schedule
            it.
          </p>
        ) : null}
      </div>
    </section>
  );
}
