import type { ReviewsWords } from "../en/reviews.ts";

export const reviews: ReviewsWords = {};
