export { BOTTOM_BAR_HEIGHT_PROPERTY, theme, type TalentTheme } from './theme';
export { GlobalStyle } from './global/GlobalStyle';
export { UiProvider, type UiProviderProps, type TextDirection } from './provider/UiProvider';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './button/Button';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner/Spinner';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay/LoadingOverlay';
export { Container, type ContainerProps, type ContainerWidth } from './layout/Container';
export { Heading, type HeadingProps, type HeadingLevel } from './typography/Heading';
export { Card } from './card/Card';
export { Chip, type ChipProps } from './chip/Chip';
export { Badge, type BadgeProps, type BadgeTone } from './badge/Badge';
export { Alert, type AlertProps, type AlertType } from './alert/Alert';
export { Field, type FieldProps } from './form/Field';
export { TextInput, TextArea, type TextInputProps, type TextAreaProps } from './form/TextInput';
export { Select, type SelectProps } from './form/Select';
export { Checkbox, type CheckboxProps } from './form/Checkbox';
export { Modal, type ModalProps, type ModalSize } from './modal/Modal';
export { Tabs, type TabsProps, type TabItem } from './tabs/Tabs';
export { ProgressBar, type ProgressBarProps, type ProgressTone } from './progress-bar/ProgressBar';
export { VisuallyHidden } from './visually-hidden/VisuallyHidden';
export { Avatar, type AvatarProps, type AvatarSize } from './avatar/Avatar';
