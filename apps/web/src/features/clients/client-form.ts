import { zodResolver } from '@hookform/resolvers/zod';

import {
  REQUIRED_MESSAGE,
  ZClientForm,
  type TClient,
  type TClientForm,
  type TSaveClientRequest,
} from '@printhub/contract';

import { parseAddress } from './company-info';

import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/** What the form holds: the number boxes as typed text (the schema reads them). */
export interface ClientFormValues {
  name: string;
  contact: string;
  country: string;
  city: string;
  state: string;
  pincode: string;
  client_type: string;
  potential: string;
  is_advertisible: boolean;
}

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: '',
  contact: '',
  country: '',
  city: '',
  state: '',
  pincode: '',
  client_type: '',
  potential: '',
  is_advertisible: false,
};

/** Edit mode starts from the client in the link, its address read from the JSON string. */
export function clientFormValuesFrom(client: TClient): ClientFormValues {
  const address = parseAddress(client.address);
  return {
    name: client.name,
    contact: String(client.contact),
    country: address.country,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    client_type: String(client.client_type),
    potential: client.potential,
    is_advertisible: client.is_advertisible,
  };
}

const zodCheck = zodResolver(ZClientForm) as unknown as Resolver<ClientFormValues, unknown, TClientForm>;
const NUMBER_FIELDS = ['contact', 'pincode', 'client_type'] as const;

/**
 * ZClientForm, except that an empty number box reads 'This field is Required': the contract's
 * number fields say 'Must be a number' for an empty value.
 */
export const clientFormResolver: Resolver<ClientFormValues, unknown, TClientForm> = async (
  values,
  context,
  options,
) => {
  const result = await zodCheck(values, context, options);
  const blank = NUMBER_FIELDS.filter((name) => values[name].trim() === '');
  if (blank.length === 0) return result;
  const errors = { ...result.errors } as Record<string, FieldError>;
  for (const name of blank) errors[name] = { type: 'required', message: REQUIRED_MESSAGE };
  return { values: {}, errors: errors as FieldErrors<ClientFormValues> };
};

/**
 * The save/update payload: the address as a JSON string with the pincode as a string (six digits, the first
 * not 0, so the number says it all); `joined_on` is the client's own on an update.
 */
export function saveClientRequest(
  values: TClientForm,
  joinedOn: string = new Date().toISOString(),
): TSaveClientRequest {
  return {
    name: values.name,
    contact: values.contact,
    client_type: values.client_type,
    potential: values.potential,
    address: JSON.stringify({
      city: values.city,
      state: values.state,
      country: values.country,
      pincode: String(values.pincode),
    }),
    is_advertisible: values.is_advertisible,
    joined_on: joinedOn,
  };
}

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_CLIENT_FORM));

/**
 * A 400's field keys as the request names them, moved onto the form's fields: 'address.city' is City, and
 * an error on the address as a whole goes under Client Country (the first address field).
 */
export function clientFormErrors(fieldErrors: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = key === 'address' ? 'country' : key.replace(/^address\./, '');
    if (FORM_FIELDS.has(field)) errors[field] ??= message;
  }
  return errors;
}
