import type { ReactNode } from 'react';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';

/** A "New …" or "Edit …" page: its title in the tab and as the heading, then the form. */
export function FormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <AdminHead title={title} />
      <PageHeading>{title}</PageHeading>
      {children}
    </>
  );
}
