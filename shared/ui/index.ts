export { Button } from './Button';
export type { ButtonProps } from './Button';
export { LoadingOverlay } from './LoadingOverlay';
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { PageFrame, Card } from './PageFrame';
export { Spinner } from './Spinner';
export { Toast } from './Toast';
export { Field, TextAreaField } from './Field';
