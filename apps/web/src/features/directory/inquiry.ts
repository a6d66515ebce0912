// The inquiry form's rules apart from its screen: what the form sends, how a couple's wedding info
// fills it, and which field each of the server's 422 messages belongs to.
import { DEFAULT_BUDGET_PERCENTAGES } from '@confetti/catalog';
import type { InquiryInput, WeddingInfo } from './api';

export interface InquiryFields {
  name: string;
  email: string;
  phone: string;
  message: string;
  wedding_date: string;
  guest_count: string;
  budget: string;
}

export const EMPTY_INQUIRY: InquiryFields = {
  name: '',
  email: '',
  phone: '',
  message: '',
  wedding_date: '',
  guest_count: '',
  budget: '',
};

/** The body of POST /api/vendor-inquiries/: blanks are left out, numbers are numbers. */
export function inquiryBody(vendorId: string, fields: InquiryFields): InquiryInput {
  const number = (text: string) => {
    const cleaned = text.replace(/[$,\s]/g, '');
    return cleaned === '' ? null : Number(cleaned);
  };
  return {
    vendor_id: vendorId,
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim() || null,
    message: fields.message.trim(),
    wedding_date: fields.wedding_date || null,
    guest_count: number(fields.guest_count),
    budget: number(fields.budget),
  };
}

/**
 * What the couple set aside for this kind of vendor: the planned budget times the category's share
 * (theirs, or the default), in whole dollars. Null without a budget, or for a category the budget
 * does not plan for: the field is the budget for this vendor, never the whole wedding's.
 */
export function categoryBudget(info: WeddingInfo | null | undefined, categoryName: string): number | null {
  if (!info?.planned_budget || info.planned_budget <= 0) return null;
  const shares: Record<string, number> = info.budget_category_percentages ?? DEFAULT_BUDGET_PERCENTAGES;
  const share = shares[categoryName];
  if (typeof share !== 'number' || !(share > 0)) return null;
  return Math.round((info.planned_budget * share) / 100);
}

/**
 * Fills the blank fields from what the couple already told their planner (names, date, guests,
 * the budget's share for the listing's category) and their account; what they typed is never
 * overwritten.
 */
export function prefillInquiry(
  fields: InquiryFields,
  from: {
    info?: WeddingInfo | null;
    email?: string | null;
    displayName?: string | null;
    /** The listing's category, as the budget names it (e.g. "Photographers"). */
    categoryName?: string;
  },
): InquiryFields {
  const info = from.info;
  const names = [info?.partner1_name, info?.partner2_name].filter((n): n is string => Boolean(n?.trim()));
  const name = from.displayName?.trim() || (names.length > 0 ? names.join(' & ') : '');
  return {
    ...fields,
    name: fields.name || name,
    email: fields.email || (from.email ?? ''),
    wedding_date: fields.wedding_date || (info?.wedding_date?.slice(0, 10) ?? ''),
    guest_count: fields.guest_count || (info?.guest_count ? String(info.guest_count) : ''),
    budget: fields.budget || String(categoryBudget(info, from.categoryName ?? '') ?? ''),
  };
}

export type FieldErrors = Partial<Record<keyof InquiryFields, string>>;

const FIELDS = new Set<string>(Object.keys(EMPTY_INQUIRY));

/**
 * The messages of a 422 `detail` list by field (`loc` ends with the field's name); messages for no
 * field of the form come back under `form`.
 */
export function fieldErrorsOf(detail: unknown): { fields: FieldErrors; form: string[] } {
  const fields: FieldErrors = {};
  const form: string[] = [];
  if (!Array.isArray(detail)) return { fields, form };
  for (const issue of detail) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { loc, msg } = issue as { loc?: unknown; msg?: unknown };
    if (typeof msg !== 'string') continue;
    const field = Array.isArray(loc)
      ? loc.find((part) => typeof part === 'string' && FIELDS.has(part))
      : undefined;
    if (typeof field === 'string') {
      const key = field as keyof InquiryFields;
      fields[key] ??= msg;
    } else form.push(msg);
  }
  return { fields, form };
}
