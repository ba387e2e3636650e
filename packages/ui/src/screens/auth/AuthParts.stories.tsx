import { useState } from 'react';
import { useIntl } from '../../provider/hooks';
import { StorySite } from '../../stories/StorySite';
import type { Story, StoryDefault } from '../../stories/story-types';
import { AuthShell } from './AuthShell';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

export default { title: 'Screens / Auth parts' } satisfies StoryDefault;

function FieldDemo() {
  const intl = useIntl();
  const [value, setValue] = useState('not-an-address');
  return (
    <Field
      label={intl.formatMessage({ id: 'auth.email' })}
      type="email"
      value={value}
      onValue={setValue}
      problem={{ key: 'validation.email' }}
    />
  );
}

function PendingDemo() {
  const intl = useIntl();
  return <SubmitButton pending label={intl.formatMessage({ id: 'auth.signIn' })} />;
}

function ShellDemo() {
  const intl = useIntl();
  return (
    <AuthShell title={intl.formatMessage({ id: 'auth.recovery.title' })} back>
      <p>{intl.formatMessage({ id: 'auth.recovery.text' })}</p>
    </AuthShell>
  );
}

/** A field with its validation message linked by aria-describedby. */
export const FieldWithProblem: Story = () => (
  <StorySite url="/sign-in">
    <FieldDemo />
  </StorySite>
);

/** The form-level alert of a failed call (here: no connection). */
export const FormAlert: Story = () => (
  <StorySite url="/sign-in">
    <FormMessage problem={{ key: 'error.network' }} />
  </StorySite>
);

/** The submit button while the call is pending: disabled, 'Please wait…'. */
export const SubmitPending: Story = () => (
  <StorySite url="/sign-in">
    <PendingDemo />
  </StorySite>
);

/** The authorization shell with its way back to sign-in. */
export const Shell: Story = () => (
  <StorySite url="/sign-in/recovery">
    <div data-theme="black">
      <ShellDemo />
    </div>
  </StorySite>
);
