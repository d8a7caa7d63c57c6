import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from '../button/Button';
import { Field } from '../form/Field';
import { Select } from '../form/Select';
import { Modal, type ModalProps } from './Modal';

function ModalDemo({ openLabel, ...props }: Omit<ModalProps, 'open' | 'onClose'> & { openLabel: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{openLabel}</Button>
      <Modal {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: ModalDemo,
  args: {
    openLabel: 'Reset Resume',
    title: 'Confirm Reset',
    size: 'sm',
    children: 'Are you sure you want to reset your resume? This action cannot be undone.',
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Reset</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmDialog: Story = {};

export const AlertDialogWithDescription: Story = {
  args: {
    role: 'alertdialog',
    describedBy: 'story-reset-question',
    children: (
      <p id="story-reset-question">
        Are you sure you want to reset your resume? This action cannot be undone.
      </p>
    ),
  },
};

export const WithCloseButton: Story = {
  args: {
    openLabel: 'Advanced search',
    title: 'Advanced Search',
    size: 'md',
    closeLabel: 'Close',
    children: (
      <Field label="Gender">
        <Select defaultValue="">
          <option value="">Any</option>
          <option>Female</option>
          <option>Male</option>
        </Select>
      </Field>
    ),
    footer: (
      <>
        <Button variant="ghost">Reset</Button>
        <Button>Apply Filters</Button>
      </>
    ),
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    openLabel: 'إعادة تعيين السيرة',
    title: 'تأكيد إعادة التعيين',
    closeLabel: 'إغلاق',
    children: 'هل أنت متأكد من إعادة تعيين سيرتك الذاتية؟ لا يمكن التراجع عن هذا الإجراء.',
    footer: (
      <>
        <Button variant="secondary">إلغاء</Button>
        <Button>إعادة تعيين</Button>
      </>
    ),
  },
};
