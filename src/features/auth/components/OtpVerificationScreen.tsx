import { useLocation } from 'react-router-dom';
import { selectOtpEmail } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { emailFromState } from '../navigationState';
import { OtpVerificationForm } from './OtpVerificationForm';

/** /otp-verification on its own: the address from navigation state, else the stored one. */
export function OtpVerificationScreen() {
  const location = useLocation();
  const storedEmail = useAppSelector(selectOtpEmail);
  return <OtpVerificationForm email={emailFromState(location.state) ?? storedEmail} />;
}
