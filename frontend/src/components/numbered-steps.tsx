/** What happens next, in order: each step after its number (the number is not read out). */
export function NumberedSteps({
  steps,
  className,
  numberClassName,
}: {
  steps: readonly string[];
  className?: string;
  numberClassName: string;
}) {
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step}>
          <span className={numberClassName} aria-hidden="true">
            {index + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  );
}
