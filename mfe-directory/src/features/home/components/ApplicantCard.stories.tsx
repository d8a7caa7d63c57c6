import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { aCard } from '@talent/test-kit/fixtures';
import { ApplicantCard } from './ApplicantCard';

const meta = {
  title: 'Home/Applicant card',
  component: ApplicantCard,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApplicantCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  args: {
    applicant: aCard(1, {
      image: 'applicant_images/portrait.svg',
      contact: { fullName: 'Sara Hameed', email: 'sara@example.com', workAvailability: true },
      summary: 'Accountant with five years in Baghdad firms, fluent in Excel and QuickBooks.',
      topTools: [{ item: 'Excel' }, { item: 'QuickBooks' }, { item: 'SAP' }],
    }),
  },
};

export const WithoutPhoto: Story = { args: { applicant: aCard(2) } };

export const LongArabicName: Story = {
  args: {
    applicant: aCard(3, {
      contact: {
        fullName: 'عبد الرحمن محمد عبد الكريم حسين الجبوري البغدادي',
        email: 'abdulrahman@example.com',
        workAvailability: true,
      },
      summary: 'مهندس برمجيات يبني أنظمة موثوقة للشركات العراقية منذ ثماني سنوات في بغداد وأربيل.',
      topTools: [{ item: 'TypeScript' }, { item: 'PostgreSQL' }],
    }),
  },
};

export const Employed: Story = {
  args: {
    applicant: aCard(4, {
      contact: { fullName: 'Karwan Aziz', email: 'karwan@example.com', workAvailability: false },
    }),
  },
};
