import { Success } from '../components/Success';

export const OTPConfirmation = () => <Success title="otpConfirmation.title" text="otpConfirmation.text" />;
