// "Overpaid by $X" under a remaining-due figure: a cost lowered below what was paid, or a payment
// too many, is said plainly instead of hiding behind $0 remaining.
export function OverpaidNote({ amount, format }: { amount: number; format: (amount: number) => string }) {
  if (amount <= 0) return null;
  return <span className="budget-overpaid">Overpaid by {format(amount)}</span>;
}
