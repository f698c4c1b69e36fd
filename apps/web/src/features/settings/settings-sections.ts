import type { NumberSetting, TextSetting } from './settings-form';

/**
 * One field of the settings form and how it is edited: a number box, a text box (one line, an e-mail, or
 * several lines), the GST yes/no, the closed days' checkboxes or the holidays' text.
 */
export type SettingsField =
  | { kind: 'number'; key: NumberSetting; label: string }
  | { kind: 'text' | 'email' | 'multiline'; key: TextSetting; label: string }
  | { kind: 'boolean'; key: 'prices_include_gst'; label: string }
  | { kind: 'closed_weekdays'; key: 'closed_weekdays' }
  | { kind: 'holidays'; key: 'holidays'; label: string };

/** The settings screen's sections, in order, each with its fields: every setting appears once. */
export const SETTINGS_SECTIONS: { title: string; fields: SettingsField[] }[] = [
  {
    title: 'Prices',
    fields: [
      { kind: 'number', key: 'price_per_page_bw', label: 'Black-and-white page, single-sided (Rs)' },
      { kind: 'number', key: 'price_per_page_bw_double', label: 'Black-and-white page, double-sided (Rs)' },
      { kind: 'number', key: 'price_per_page_color', label: 'Colour page, single-sided (Rs)' },
      { kind: 'number', key: 'price_per_page_color_double', label: 'Colour page, double-sided (Rs)' },
      { kind: 'number', key: 'paper_factor_a4', label: 'A4 factor' },
      { kind: 'number', key: 'paper_factor_a3', label: 'A3 factor' },
      { kind: 'number', key: 'paper_factor_letter', label: 'Letter factor' },
      { kind: 'number', key: 'binding_fee_staple', label: 'Stapling, per copy (Rs)' },
      { kind: 'number', key: 'binding_fee_spiral', label: 'Spiral binding, per copy (Rs)' },
      { kind: 'number', key: 'rush_surcharge_percentage', label: 'Rush surcharge (%)' },
    ],
  },
  {
    title: 'Turnaround',
    fields: [
      { kind: 'number', key: 'turnaround_hours', label: 'Turnaround (hours)' },
      { kind: 'number', key: 'rush_turnaround_hours', label: 'Rush turnaround (hours)' },
      { kind: 'closed_weekdays', key: 'closed_weekdays' },
      { kind: 'holidays', key: 'holidays', label: 'Holidays' },
    ],
  },
  {
    title: 'Seller and GST',
    fields: [
      { kind: 'text', key: 'legal_name', label: 'Legal name' },
      { kind: 'multiline', key: 'address', label: 'Address' },
      { kind: 'text', key: 'gstin', label: 'GSTIN' },
      { kind: 'text', key: 'sac_code', label: 'SAC code' },
      { kind: 'number', key: 'gst_percentage', label: 'GST (%)' },
      { kind: 'boolean', key: 'prices_include_gst', label: 'Prices include GST' },
    ],
  },
  {
    title: 'Customers and limits',
    fields: [
      { kind: 'number', key: 'referral_reward_coins', label: 'Referral reward (coins)' },
      { kind: 'number', key: 'max_upload_pages', label: 'Most pages per document' },
      { kind: 'email', key: 'support_email', label: 'Support e-mail' },
    ],
  },
];

/** Every field's name, for the server's field errors. */
export const SETTINGS_FIELDS = SETTINGS_SECTIONS.flatMap((s) => s.fields.map((f) => f.key));
