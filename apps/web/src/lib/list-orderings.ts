/**
 * The fields each list's headers sort by (`?ordering=field` or `-field`), one place for every list so that
 * a header is sortable exactly when the API sorts by it.
 */
export const LIST_ORDERINGS = {
  users: ['first_name', 'email', 'mobile', 'coin_balance', 'created_at'],
  orders: ['id', 'title', 'status', 'pdf_page_count', 'created_at'],
  qrCodes: ['company', 'code', 'generated_date', 'validity', 'value', 'count', 'is_active'],
} as const satisfies Record<string, readonly string[]>;
