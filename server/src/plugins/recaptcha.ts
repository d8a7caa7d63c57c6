import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { RECAPTCHA_FAILED, type RecaptchaAction, recaptchaRefusal } from '../auth/recaptcha';
import type { RecaptchaConfig } from '../config';
import { HttpError } from '../http/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * 422 unless reCAPTCHA vouches for the caller's token for this action. Does nothing when
     * RECAPTCHA_SECRET is unset.
     */
    verifyHuman(
      request: FastifyRequest,
      token: string | null | undefined,
      action: RecaptchaAction,
    ): Promise<void>;
  }
}

export const recaptchaPlugin = fastifyPlugin(
  async (app: FastifyInstance, settings: RecaptchaConfig) => {
    const { secret } = settings;
    app.log.info({ recaptcha: secret ? 'on' : 'off' }, 'human verification');
    app.decorate('verifyHuman', async (request: FastifyRequest, token, action) => {
      if (!secret) return;
      const refusal = await recaptchaRefusal({ ...settings, secret }, token ?? '', action, request.ip);
      if (refusal !== undefined) {
        request.log.info({ action, refusal }, 'reCAPTCHA refused the request');
        throw new HttpError(422, RECAPTCHA_FAILED, { errors: { recaptcha_token: [RECAPTCHA_FAILED] } });
      }
    });
  },
  { name: 'recaptcha' },
);
