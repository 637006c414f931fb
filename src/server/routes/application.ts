/** POST /application-validate, POST /application-submit and GET /application-ping. */
import type { FastifyPluginAsync } from "fastify";
import { messages } from "../../shared/messages.ts";
import type { Config } from "../config.ts";
import { requireSession } from "../session.ts";
import { insertApplication } from "../store/applications.ts";
import type { Db } from "../store/database.ts";
import type { FileStore } from "../store/files.ts";
import type { SessionStore } from "../store/sessions.ts";
import { RequestError, receiveApplication, removeAll } from "../upload/receive-application.ts";

export interface ApplicationRoutesOptions {
  config: Config;
  db: Db;
  store: FileStore;
  sessions: SessionStore;
}

export const applicationRoutes: FastifyPluginAsync<ApplicationRoutesOptions> = async (app, options) => {
  const { config, db, store, sessions } = options;
  const preHandler = requireSession(sessions);

  app.setErrorHandler((error, request, reply) => {
    // Refused before the body was read to its end: close the connection rather than read the
    // rest of a possibly huge upload, and so the next request cannot land behind it.
    if (!request.raw.complete) reply.header("connection", "close");
    if (error instanceof RequestError) {
      if (error.status === 422)
        return reply.code(422).send({ message: messages.invalidData, errors: error.errors ?? {} });
      return reply.code(error.status).send({ message: error.message });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.code(status).send({ message: (error as Error).message });
    request.log.error(error);
    return reply.code(500).send({ message: "Something went wrong on our side. Nothing was stored; please try again." });
  });

  app.get("/application-ping", { preHandler }, async (request) => ({
    alive: true,
    expires_in: Math.round(((request.session?.expiresAt ?? Date.now()) - Date.now()) / 1000),
  }));

  app.post("/application-validate", { preHandler }, async (request, reply) => {
    const csrfToken = request.session?.csrfToken ?? "";
    const { errors } = await receiveApplication(request, { config, store, storeFiles: false, csrfToken });
    if (Object.keys(errors).length > 0) return reply.code(422).send({ message: messages.invalidData, errors });
    return { valid: true };
  });

  app.post("/application-submit", { preHandler }, async (request, reply) => {
    const csrfToken = request.session?.csrfToken ?? "";
    const { form, files, errors } = await receiveApplication(request, { config, store, storeFiles: true, csrfToken });
    if (Object.keys(errors).length > 0) return reply.code(422).send({ message: messages.invalidData, errors });
    try {
      const id = await insertApplication(db, form, files);
      request.log.info({ application: id, files: files.length }, "application submitted");
      return { id, gallery: form.gallery.name };
    } catch (error) {
      await removeAll(store, files);
      throw error;
    }
  });
};
