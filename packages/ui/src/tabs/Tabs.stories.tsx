import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Tabs, type TabsProps } from './Tabs';

function TabsDemo(props: Omit<TabsProps, 'selectedId' | 'onSelect' | 'children'>) {
  const [selectedId, setSelectedId] = useState(props.items[0]?.id ?? '');
  const selected = props.items.find((item) => item.id === selectedId);
  return (
    <Tabs {...props} selectedId={selectedId} onSelect={setSelectedId}>
      <p>{selected?.label}</p>
    </Tabs>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: TabsDemo,
  args: {
    label: 'Specializations',
    items: [
      { id: 'latest', label: 'Latest' },
      { id: 'it', label: 'Information Technology' },
      { id: 'business', label: 'Business & Administration' },
    ],
  },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DirectoryTabs: Story = {};

export const BuilderTabs: Story = {
  args: {
    label: 'Resume sections',
    items: [
      { id: 'personal', label: 'Personal' },
      { id: 'education', label: 'Education' },
      { id: 'experience', label: 'Experience' },
      { id: 'skills-activities', label: 'Skills & Activities' },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    label: 'التخصصات',
    items: [
      { id: 'latest', label: 'الأحدث' },
      { id: 'it', label: 'تكنولوجيا المعلومات' },
      { id: 'business', label: 'الأعمال والإدارة' },
    ],
  },
};
