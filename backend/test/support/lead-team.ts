import { createStaffUser, signIn, type TestStaffUser } from './staff-users';
import { adminAuthorization, type TestApp } from './test-app';

/** Who works the leads in the lead suites: the first owner (the admin), an office user and a technician, signed in. */
interface LeadTeam {
  owner: string;
  office: TestStaffUser;
  officeAuth: string;
  technician: TestStaffUser;
  technicianAuth: string;
}

export async function signInLeadTeam(t: TestApp): Promise<LeadTeam> {
  const owner = await adminAuthorization(t);
  const office = await createStaffUser('office', { name: 'Olga Office' });
  const technician = await createStaffUser('technician', { name: 'Tomás Técnico' });
  return { owner, office, officeAuth: await signIn(t, office), technician, technicianAuth: await signIn(t, technician) };
}
