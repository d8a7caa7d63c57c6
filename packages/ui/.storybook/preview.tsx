import type { Preview } from '@storybook/react-webpack5';
import { UiProvider, type TextDirection } from '../src';

const preview: Preview = {
  globalTypes: {
    direction: {
      description: 'Text direction of the page',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { direction: 'ltr' },
  decorators: [
    (Story, context) => (
      <UiProvider dir={context.globals.direction as TextDirection}>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
