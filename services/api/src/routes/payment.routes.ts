import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '@wishwall/contracts/app-error';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import {
  CreateCheckoutBody,
  PayPalCheckoutDto,
  StripeCheckoutDto,
  VerifyPayPalPaymentBody,
  VerifyStripePaymentBody,
} from '@wishwall/contracts/payment.dto';
import { WishDto } from '@wishwall/contracts/wish.dto';
import { ok } from '../http/envelope.ts';
import { requestLanguage } from '../http/request-language.ts';
import type { PaymentService } from '../services/payment.service.ts';

const Errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  402: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
  502: ErrorEnvelope,
  503: ErrorEnvelope,
};
const PublishedWish = Envelope(Type.Object({ wish: WishDto }));

/**
 * Paying for a wish (docs/product.md#payment-calls): start a checkout with Stripe or PayPal (or the
 * local sandbox standing in for them), then verify it from the success page, which publishes. The
 * checkout's language is the request's (`?lang=`, then Accept-Language).
 */
export const paymentRoutes: FastifyPluginAsyncTypebox<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/stripe/create-checkout-session',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start a card checkout for the user’s unpublished wish',
        body: CreateCheckoutBody,
        response: { 200: Envelope(StripeCheckoutDto), ...Errors },
      },
    },
    async (request) => {
      const checkout = await payments.startCheckout(
        'stripe',
        request.currentUser,
        request.body.wish,
        requestLanguage(request),
      );
      return ok({ id: checkout.reference, url: checkout.redirectUrl }, 'checkout_created');
    },
  );

  app.post(
    '/stripe/verify-and-save-payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Confirm a card checkout with Stripe and publish its wish',
        body: VerifyStripePaymentBody,
        response: { 200: PublishedWish, ...Errors },
      },
    },
    async (request) => {
      const { session_id, wish_id } = request.body;
      const wish = await payments.verify('stripe', request.currentUser, session_id, wish_id);
      return ok({ wish }, 'payment_received');
    },
  );

  app.post(
    '/paypal/create-checkout-session',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start a PayPal order for the user’s unpublished wish',
        body: CreateCheckoutBody,
        response: { 200: Envelope(PayPalCheckoutDto), ...Errors },
      },
    },
    async (request) => {
      const checkout = await payments.startCheckout(
        'paypal',
        request.currentUser,
        request.body.wish,
        requestLanguage(request),
      );
      return ok({ approval_url: checkout.redirectUrl }, 'checkout_created');
    },
  );

  app.post(
    '/paypal/verify-and-save-payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Capture an approved PayPal order and publish its wish',
        body: VerifyPayPalPaymentBody,
        response: { 200: PublishedWish, ...Errors },
      },
    },
    async (request) => {
      const { order_id: orderId, wish_id } = request.body;
      if (!orderId) throw new AppError('invalid_order', 'Invalid order');
      const wish = await payments.verify('paypal', request.currentUser, orderId, wish_id);
      return ok({ wish }, 'payment_received');
    },
  );
};
