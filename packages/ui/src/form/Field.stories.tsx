import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Field } from './Field';
import { Select } from './Select';
import { TextArea, TextInput } from './TextInput';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Email', hint: undefined, error: undefined, required: false, children: null },
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <Field {...args}>
        <TextInput type="email" placeholder="name@example.com" />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextField: Story = {};

export const WithHint: Story = { args: { label: 'Phone number', hint: 'For example +9647701234567' } };

export const WithError: Story = { args: { required: true, error: 'Invalid email format' } };

export const SelectField: Story = {
  args: { label: 'City', required: true },
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <Field {...args}>
        <Select defaultValue="">
          <option value="" disabled>
            Choose your city...
          </option>
          <option>Baghdad</option>
          <option>Basra</option>
          <option>Erbil</option>
        </Select>
      </Field>
    </div>
  ),
};

export const TextAreaField: Story = {
  args: {
    label: 'Professional Summary',
    hint: 'Word count: 0/300',
    error: 'Professional Summary is required.',
  },
  render: (args) => (
    <div style={{ maxInlineSize: '32rem' }}>
      <Field {...args}>
        <TextArea dir="auto" />
      </Field>
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'المدينة', hint: 'اختر محافظتك', error: 'المدينة مطلوبة', required: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '24rem' }}>
      <Field label="الاسم الكامل">
        <TextInput dir="auto" defaultValue="سارة أحمد" />
      </Field>
      <Field {...args}>
        <Select defaultValue="">
          <option value="" disabled>
            اختر مدينتك...
          </option>
          <option>بغداد</option>
          <option>البصرة</option>
        </Select>
      </Field>
    </div>
  ),
};
