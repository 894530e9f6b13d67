import { CheckIcon } from '@/components/icons';

/** What a package or tier includes, each line ticked; the card names the list's class. */
export function FeatureChecklist({
  className,
  features,
}: {
  className: string;
  features: readonly string[];
}) {
  return (
    <ul className={`check-list stack gap-2 plain-list ${className}`}>
      {features.map((feature) => (
        <li key={feature}>
          <CheckIcon />
          {feature}
        </li>
      ))}
    </ul>
  );
}
