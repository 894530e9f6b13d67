import { LIMITS } from '@beauty/domain/limits';
import { adminMessages } from '@beauty/domain/messages';
import { dollarsInput, parseDollars } from '@beauty/domain/pricing';
import { useState } from 'react';
import { InputField } from '@/components/ui/fields';

/**
 * A booking's final price as staff type it, starting from its total: `cents` is what it reads as
 * (null while it is not an amount from $0 to the limit); `tried` once they pressed to save it, so
 * the field says what is wrong only then.
 */
export function usePriceText(totalCents: number) {
  const [text, setText] = useState(() => dollarsInput(totalCents));
  const [tried, setTried] = useState(false);
  const parsed = parseDollars(text);
  const cents = parsed !== null && parsed <= LIMITS.priceCents ? parsed : null;
  return { text, setText, cents, tried, setTried };
}

export type PriceText = ReturnType<typeof usePriceText>;

/** 'Final price' in dollars: the amount she pays in all, replacing the estimate she booked with. */
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
      id={id}
      label="Final price ($)"
      inputMode="decimal"
      autoComplete="off"
      value={price.text}
      disabled={disabled}
      hint={hint}
      error={price.tried && price.cents === null ? adminMessages.priceInvalid : undefined}
      onChange={(event) => price.setText(event.target.value)}
    />
  );
}
