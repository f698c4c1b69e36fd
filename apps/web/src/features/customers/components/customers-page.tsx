import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { API, countCap } from '@printhub/contract';

import { pagedListProps } from '@/components/data-table-pagination';
import { LazyDialog } from '@/components/lazy-dialog';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { useCreateCustomer } from '../api/create-customer';
import { useCustomers } from '../api/get-customers';
import { parseCustomerFilters, CUSTOMER_LIST_VIEW, customerListQuery } from '../list-state';
import { CustomersTable } from './customers-table';

/** The form (react-hook-form, the text fields) loads when it opens: the list does not need it. */
const CreateCustomerDialog = lazyWithTimeout(() =>
  import('./create-customer-dialog').then((m) => ({ default: m.CreateCustomerDialog })),
);

/** Customers: search (debounced, back to page 1), pages of 10, a 'Create user' dialog (the
 * new customer then heads the list, newest first); a row opens the customer. */
export function CustomersPage() {
  const { view, update, state, query } = useListScreen(
    CUSTOMER_LIST_VIEW,
    parseCustomerFilters,
    customerListQuery,
  );
  const customers = useCustomers(query);
  const createCustomer = useCreateCustomer();
  const [creating, setCreating] = useState(false);

  const page = customers.data;

  return (
    <ListScreen
      title="Users"
      list={customers}
      exportCsv={{ path: API.users, query, name: 'users' }}
      actions={
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
          Create user
        </Button>
      }
      search="Search users"
      dates={['Joined from', 'Joined to']}
      state={state}
      update={update}
      count={{ total: page?.count, one: 'user', many: 'users', cap: countCap(state.q) }}
      dialogs={
        creating && (
          <LazyDialog label="the user form" onClose={() => setCreating(false)}>
            <CreateCustomerDialog
              open
              onClose={() => setCreating(false)}
              onCreate={(values) => createCustomer.mutateAsync(values)}
            />
          </LazyDialog>
        )
      }
    >
      <CustomersTable
        customers={page?.results ?? []}
        {...pagedListProps(view, update, page)}
        loading={customers.isPending}
        emptyText={state.q ? `No users match "${state.q}"` : undefined}
        countCap={countCap(state.q)}
      />
    </ListScreen>
  );
}
