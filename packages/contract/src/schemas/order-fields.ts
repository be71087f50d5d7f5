import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { PAYMENT_METHODS } from '../payment-flow.ts';

// The fields an order's request and its answer share.

export const OrderTypeSchema = z.union([z.literal(1), z.literal(2)], {
  error: validationMessage('validation.order_type'),
});

export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: validationMessage('validation.payment_method'),
});
