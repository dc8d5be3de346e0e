import type { FastifyInstance } from "fastify";
import { RegeneratedSectionDto, RegenerateSectionInput } from "../../../common/schemas/assist.js";
import {
  GenerateSolutionInput,
  ImproveSectionInput,
  SolutionDto,
  TranslateInput,
} from "../../../common/schemas/generation.js";
import { enforceRateLimit } from "../../core/rate-limit.js";
import { currentUser, requireUser } from "../../http/auth.js";
import { type Deps, withZod } from "../../http/types.js";
import { regenerateSection } from "./section.js";
import { generateSolution, improveText, translateText } from "./service.js";
import { answerText } from "./stream.js";

/** The editor's assistant and the auto generator's first step; rate-limited per user. */
export function assistRoutes(app: FastifyInstance, { db, writer }: Deps): void {
  const r = withZod(app);
  const limit = (userId: string) => enforceRateLimit(db, `ai:${userId}`, 20, 60_000);

  r.post(
    "/api/ai/generate-solution",
    { onRequest: requireUser, schema: { body: GenerateSolutionInput, response: { 200: SolutionDto } } },
    async (request) => {
      const user = currentUser(request);
      await limit(user.id);
      return generateSolution(db, writer, user.id, request.body.requirements, request.body.language ?? user.language);
    },
  );

  r.post(
    "/api/ai/improve-section",
    { onRequest: requireUser, schema: { body: ImproveSectionInput } },
    async (request, reply) => {
      const user = currentUser(request);
      await limit(user.id);
      const { content, instruction, language } = request.body;
      return answerText(request, reply, async (stream) => {
        const lang = language ?? user.language;
        const result = await improveText(db, writer, user.id, content, instruction, lang, stream);
        return {
          improvedContent: result.text,
          creditsDeducted: result.creditsDeducted,
          balance: result.balance,
          unchanged: result.unchanged,
        };
      });
    },
  );

  r.post("/api/ai/translate", { onRequest: requireUser, schema: { body: TranslateInput } }, async (request, reply) => {
    const user = currentUser(request);
    await limit(user.id);
    const to = request.body.targetLanguage === "Malay" ? "ms" : "en";
    return answerText(request, reply, async (stream) => {
      const result = await translateText(db, writer, user.id, request.body.content, to, stream);
      return {
        translatedContent: result.text,
        creditsDeducted: result.creditsDeducted,
        balance: result.balance,
        unchanged: result.unchanged,
      };
    });
  });

  r.post(
    "/api/ai/regenerate-section",
    {
      onRequest: requireUser,
      schema: { body: RegenerateSectionInput, response: { 200: RegeneratedSectionDto } },
    },
    async (request) => {
      const user = currentUser(request);
      await limit(user.id);
      return regenerateSection(db, writer, user, request.body);
    },
  );
}
