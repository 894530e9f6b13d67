import type { FormEvent, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * A public form in its card (contact, review, stylist application): the title names the form,
 * which reports when it is busy and checks its answers itself. Classes and ids come from `name`:
 * `${name}-form-card`, `${name}-form`, `${name}-form-title`.
 */
export function CardForm({
  name,
  title,
  description = 'All fields are required unless marked optional.',
  busy,
  onSubmit,
  children,
}: {
  name: string;
  title: ReactNode;
  /** The public forms' usual line unless said otherwise. */
  description?: ReactNode;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const titleId = `${name}-form-title`;
  return (
    <Card className={`${name}-form-card`}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className={`card-form stack gap-6 ${name}-form`}
          aria-labelledby={titleId}
          aria-busy={busy}
          noValidate
          onSubmit={onSubmit}
        >
          {children}
        </form>
      </CardContent>
    </Card>
  );
}
