import { LIMITS } from '@beauty/domain/limits';
import { adminMessages } from '@beauty/domain/messages';
import { dollarsInput, parseDollars } from '@beauty/domain/pricing';
import { useRef, useState } from 'react';
import { InputField } from '@/components/ui/fields';

/**
 * A booking's final price as staff type it, starting from its total and starting again whenever
 * the total changes (saved here or elsewhere): `cents` is what it reads as (null while it is not an
 * amount from $0 to the limit). `check()` is called on saving: it says whether the amount can go,
 * and otherwise shows what is wrong under the field and puts the focus there. `serverError` is
 * the server's reason for refusing it, shown under the field until the next edit.
 */
export function usePriceText(totalCents: number) {
  const [base, setBase] = useState(totalCents);
  const [text, setText] = useState(() => dollarsInput(totalCents));
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  if (base !== totalCents) {
    setBase(totalCents);
    setText(dollarsInput(totalCents));
    setTried(false);
    setServerError(null);
  }
  const parsed = parseDollars(text);
  const cents = parsed !== null && parsed <= LIMITS.priceCents ? parsed : null;
  return {
    text,
    cents,
    inputRef,
    error: tried && cents === null ? adminMessages.priceInvalid : serverError,
    edit: (value: string) => {
      setText(value);
      setServerError(null);
    },
    check: () => {
      setTried(true);
      if (cents === null) inputRef.current?.focus();
      return cents !== null;
    },
    setServerError,
  };
}

export type PriceText = ReturnType<typeof usePriceText>;

/** 'Final price ($)': the amount she pays in all, replacing the estimate she booked with. */
export function FinalPriceField({
  id,
  price,
  hint,
  disabled,
}: {
  id: string;
  price: PriceText;
  hint: string;
  disabled?: boolean;
}) {
  return (
    <InputField
      ref={price.inputRef}
      id={id}
      label="Final price ($)"
      inputMode="decimal"
      autoComplete="off"
      value={price.text}
      disabled={disabled}
      hint={hint}
      error={price.error ?? undefined}
      onChange={(event) => price.edit(event.target.value)}
    />
  );
}
