/** The corpus cases' photo is the service's sample photo (src/resumes/sample-photo.ts). */
export { samplePhoto } from '../../../src/resumes/sample-photo.ts';
