import { useState } from 'react';
import type { BusinessProfile, BusinessType, IndustryWithCategories } from '@tradeforge/contracts';
import { SelectInput, TextInput, TextArea } from '@/components/ui/field';
import { uploadBusinessImage } from '@/lib/business-upload';
import type { SectionBodies } from '../api/update-business-section';
import { CategoryChecklist } from './category-checklist';
import { ImagePicker } from './image-picker';
import { num, str, SectionForm, Wide } from './edit-tab-kit';

export function GeneralTab({
  business,
  businessTypes,
  industries,
}: {
  business: BusinessProfile;
  businessTypes: BusinessType[];
  industries: IndustryWithCategories[];
}) {
  const g = business.general;
  const [companyName, setCompanyName] = useState(g.companyName);
  const [businessType, setBusinessType] = useState(g.businessType.code);
  const [industryId, setIndustryId] = useState(g.categories[0]?.industryId ?? g.industry.id);
  const [categories, setCategories] = useState(g.categories.map((category) => category.id));
  const [year, setYear] = useState(g.yearStablished?.toString() ?? '');
  const [employeesMin, setEmployeesMin] = useState(g.totalEmployees?.min?.toString() ?? '');
  const [employeesMax, setEmployeesMax] = useState(g.totalEmployees?.max?.toString() ?? '');
  const [shortDescription, setShortDescription] = useState(g.shortDescription);
  const [generalDescription, setGeneralDescription] = useState(g.generalDescription ?? '');
  const [video, setVideo] = useState(g.video?.url ?? '');
  const [logo, setLogo] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const industry = industries.find((item) => item.id === industryId);
  return (
    <SectionForm
      businessID={business.businessID}
      section="general"
      build={async () => ({
        companyName: companyName.trim(),
        businessType: businessType as SectionBodies['general']['businessType'],
        categories: categories.map((category) => `${industryId}.${category}`),
        yearStablished: num(year),
        totalEmployees:
          employeesMin || employeesMax ? { min: num(employeesMin), max: num(employeesMax) } : undefined,
        shortDescription: shortDescription.trim(),
        generalDescription: str(generalDescription),
        video: str(video) ? { url: video.trim() } : undefined,
        profilePhoto: logo ? await uploadBusinessImage(logo) : undefined,
        coverPhoto: cover ? await uploadBusinessImage(cover) : undefined,
      })}
    >
      <Wide>
        <ImagePicker
          label="Cover photo"
          shape="cover"
          file={cover}
          currentUrl={g.coverPhoto?.url}
          onChange={setCover}
          hint="Recommended 200x800."
        />
      </Wide>
      <Wide>
        <ImagePicker
          label="Business logo"
          shape="logo"
          file={logo}
          currentUrl={g.profilePhoto?.url}
          onChange={setLogo}
        />
      </Wide>
      <Wide>
        <TextInput label="Company name" value={companyName} onChange={setCompanyName} required />
      </Wide>
      <SelectInput
        label="Business type"
        value={businessType}
        options={businessTypes.map((type) => ({ id: type.code, name: type.businessTypeName }))}
        onChange={setBusinessType}
      />
      <SelectInput
        label="Main industry"
        value={industryId}
        options={industries}
        onChange={(id) => {
          setIndustryId(id);
          setCategories([]);
        }}
      />
      <CategoryChecklist industry={industry} value={categories} onChange={setCategories} />
      <TextInput label="Year established" type="number" value={year} onChange={setYear} />
      <div className="grid grid-cols-2 gap-2">
        <TextInput label="Employees (min)" type="number" value={employeesMin} onChange={setEmployeesMin} />
        <TextInput label="Employees (max)" type="number" value={employeesMax} onChange={setEmployeesMax} />
      </div>
      <Wide>
        <TextArea
          label="Short description"
          value={shortDescription}
          onChange={setShortDescription}
          max={600}
        />
      </Wide>
      <Wide>
        <TextArea
          label="General description"
          value={generalDescription}
          onChange={setGeneralDescription}
          max={5000}
        />
      </Wide>
      <Wide>
        <TextInput label="YouTube video link" type="url" value={video} onChange={setVideo} />
      </Wide>
    </SectionForm>
  );
}
